import { DEMO_PARTNERS } from "../../api/src/seed/demo";
import { logInAs } from "./account-support";
import { expect, type Page, test } from "./fixtures";
import { deadEndReason, followable, horizontalOverflow, type SeenLink, visibleLinks } from "./link-walker";
import { blockThirdParties, hostUrl } from "./support";

// Issue 15, "no dead ends": for every demo partner of the seed and both locales, every link a
// visitor sees on the home (header and footer included), in the mobile menu and in the account menu
// (logged in as the demo customer) leads to a real page — and every page reached fits a phone's
// 390 px: nothing makes it scroll sideways (which also pushes an Arabic header's start off-screen). The partner list is the seed's, so a new
// demo partner is walked too; the links are read off the page, so a vertical that replaces the
// "coming soon" stand-in is walked with no change here.

const LOCALES = [
  { locale: "en", prefix: "" },
  { locale: "ar", prefix: "/ar" },
] as const;

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Every link the logged-in visitor can see from the home, at both sizes, with where it was seen. */
async function linksOnHome(page: Page, home: string): Promise<SeenLink[]> {
  await page.setViewportSize(DESKTOP);
  await page.goto(home);
  await page.waitForLoadState("networkidle");
  const links = [
    ...(await visibleLinks(page.getByRole("banner"), "header")),
    ...(await visibleLinks(page.locator("#main-content"), "home")),
    ...(await visibleLinks(page.getByRole("contentinfo"), "footer")),
  ];
  await page.locator('[data-slot="account-menu-trigger"]').click();
  const accountMenu = page.locator('[data-slot="account-menu"]');
  await expect(accountMenu).toBeVisible();
  links.push(...(await visibleLinks(accountMenu, "account menu")));

  await page.setViewportSize(PHONE);
  await page.goto(home);
  await page.waitForLoadState("networkidle");
  await page.locator('[data-slot="mobile-menu-trigger"]').click();
  const mobileMenu = page.locator('[data-slot="mobile-menu"]');
  await expect(mobileMenu).toBeVisible();
  links.push(...(await visibleLinks(mobileMenu, "mobile menu")));
  await page.setViewportSize(DESKTOP);
  return links;
}

/** The logged-in visitor, past the age question, and every link seen from the home. */
async function visitHome(page: Page, origin: string, prefix: string): Promise<SeenLink[]> {
  await blockThirdParties(page);
  await logInAs(page, origin);
  // A visitor who has answered the age question (kit's `ageVerified`; the popup itself is
  // overlays-age-verification.spec.ts): its modal would hide every link behind it.
  await page.evaluate(() => localStorage.setItem("ageVerified", "1"));
  page.setDefaultTimeout(20_000);
  return linksOnHome(page, `${origin}${prefix || "/"}`);
}

// Two tests per partner and locale, each with its own time: the retail home links to some forty
// pages, and walking them twice (once for dead ends, once at a phone's width) in one test outgrew
// three minutes on a loaded 2-core machine.
for (const { slug } of DEMO_PARTNERS) {
  for (const { locale, prefix } of LOCALES) {
    test(`${slug}.localhost (${locale}): every visible link leads to a real page`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const origin = hostUrl(baseURL, slug);
      const started = Date.now();
      const links = followable(await visitHome(page, origin, prefix));
      // The header and footer alone give every storefront a home, a contact page and its pages.
      expect(links.length).toBeGreaterThanOrEqual(3);
      const deadEnds: string[] = [];
      for (const link of links) {
        const reason = await deadEndReason(page, origin, link.href, prefix);
        if (reason)
          deadEnds.push(`${slug} ${locale}: ${link.where} "${link.text}" → ${link.href}: ${reason}`);
      }
      test.info().annotations.push({
        type: "walked",
        description: `${links.length} links in ${Math.round((Date.now() - started) / 1000)} s`,
      });
      expect(deadEnds, deadEnds.join("\n")).toEqual([]);
    });

    test(`${slug}.localhost (${locale}): every page the home links to fits a phone`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const origin = hostUrl(baseURL, slug);
      const seen = await visitHome(page, origin, prefix);
      await page.setViewportSize(PHONE);
      // Every page the home links to, not one per kind: one product's many pictures are enough to
      // widen its page, where another product's page fits.
      const hrefs = [prefix || "/", ...followable(seen, Number.POSITIVE_INFINITY).map((link) => link.href)];
      const overflowing: string[] = [];
      for (const href of hrefs) {
        await page.goto(`${origin}${href}`);
        await page.waitForLoadState("load");
        const overflow = await horizontalOverflow(page);
        if (overflow) overflowing.push(`${slug} ${locale}: ${href} at 390 px: ${overflow}`);
      }
      expect(hrefs.length).toBeGreaterThanOrEqual(3);
      expect(overflowing, overflowing.join("\n")).toEqual([]);
    });
  }
}
