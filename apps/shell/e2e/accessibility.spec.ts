import AxeBuilder from "@axe-core/playwright";
import { DEMO_PARTNERS } from "../../api/src/seed/demo";
import { expect, type Page, test } from "./fixtures";
import { blockThirdParties, hostUrl } from "./support";

// axe (WCAG 2.x A and AA) on every demo partner — every vertical and theme the seed has — in both
// locales: the home, its first product or menu page, the cart and the contact page. Partner colours
// are themed at run time, so this is where a partner's colours meet the storefront's text: core's
// readableTheme keeps every text at 4.5:1 whatever the partner chose.

const LOCALES = [
  { locale: "en", prefix: "" },
  { locale: "ar", prefix: "/ar" },
] as const;

/** A page of the vertical's own content linked from the home (a product, an offering, the menu). */
async function contentPage(page: Page, prefix: string): Promise<string | null> {
  return page.evaluate((home) => {
    const hrefs = [...document.querySelectorAll<HTMLAnchorElement>("#main-content a[href^='/']")].map(
      (a) => a.getAttribute("href") ?? "",
    );
    return hrefs.find((href) => /\/products\/\d+/.test(href)) ?? hrefs.find((href) => href !== home) ?? null;
  }, prefix || "/");
}

async function violations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.nodes.length}): ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(" ")} — ${node.failureSummary?.split("\n").slice(1, 2).join("")}`)
        .join(" | ")}`,
  );
}

for (const { slug } of DEMO_PARTNERS) {
  for (const { locale, prefix } of LOCALES) {
    test(`${slug}.localhost (${locale}): no axe violations on the home, a content page, the cart and contact`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await blockThirdParties(page);
      const origin = hostUrl(baseURL, slug);
      await page.goto(`${origin}${prefix || "/"}`);
      await page.evaluate(() => localStorage.setItem("ageVerified", "1"));
      await page.goto(`${origin}${prefix || "/"}`);
      const content = await contentPage(page, prefix);
      const found: string[] = [];
      for (const path of [prefix || "/", content, `${prefix}/cart`, `${prefix}/contact`]) {
        if (!path) continue;
        await page.goto(`${origin}${path}`);
        await page.waitForLoadState("networkidle");
        for (const problem of await violations(page)) found.push(`${path}: ${problem}`);
      }
      expect(found, found.join("\n")).toEqual([]);
    });
  }
}
