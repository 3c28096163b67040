import type { Locator, Page } from "@playwright/test";
import { matchRoute, splitLocalePath } from "@storefront/core/routes";

// The "no dead ends" walker (issue 15): gathers the links a visitor can see on a partner's home,
// header, footer, mobile menu and account menu, and checks that each one leads to a real page. It
// knows nothing of verticals: it reads what the page shows, so a vertical replacing the "coming
// soon" stand-in in the registry is walked with no change here.

/** A link as the visitor sees it: where it was, its text and its href. */
export interface SeenLink {
  where: string;
  text: string;
  href: string;
}

/** What a dead end says, in both locales (kit's error page; the shell's stand-in). */
const NOT_FOUND = [/page not found/i, /الصفحة غير موجودة/];
const COMING_SOON = [/coming soon/i, /قادم قريباً/];

/** The visible links inside `scope`, with their accessible text. */
export async function visibleLinks(scope: Locator, where: string): Promise<SeenLink[]> {
  const links = await scope.evaluateAll((elements) =>
    elements.flatMap((root) =>
      [
        ...root.querySelectorAll<HTMLAnchorElement>("a[href]"),
        ...(root.matches("a[href]") ? [root as HTMLAnchorElement] : []),
      ]
        .filter((a) => a.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        .map((a) => ({
          // biome-ignore lint/performance/useDomNodeTextContent: a link's name is its rendered text, not hidden spans
          text: (a.getAttribute("aria-label") || a.innerText || a.getAttribute("title") || "").trim(),
          href: a.getAttribute("href") ?? "",
        })),
    ),
  );
  return links.map((link) => ({ ...link, where }));
}

/**
 * The links worth following, one per href: same-origin paths only (an in-page `#anchor`, `mailto:`,
 * `tel:` or another site is not a page of the storefront). Every link of the header, footer and
 * menus is kept; the home's own content (product cards, category tiles…) repeats a few pages with
 * other ids, so at most `perPageKind` of its links per route of core's table and query keys are
 * kept — a dozen product cards test the product page once or twice, not twelve times.
 */
export function followable(links: SeenLink[], perPageKind = 2): SeenLink[] {
  const byHref = new Map<string, SeenLink>();
  const perKind = new Map<string, number>();
  for (const link of links) {
    if (!link.href.startsWith("/") || link.href.startsWith("//") || byHref.has(link.href)) continue;
    if (link.where === "home") {
      const kind = pageKind(link.href);
      const seen = perKind.get(kind) ?? 0;
      if (seen >= perPageKind) continue;
      perKind.set(kind, seen + 1);
    }
    byHref.set(link.href, link);
  }
  return [...byHref.values()];
}

/** A page's kind: the route of core's table it matches and its query keys (the path when none). */
function pageKind(href: string): string {
  const url = new URL(href, "http://x");
  const route = matchRoute(splitLocalePath(url.pathname).path)?.route.name ?? url.pathname;
  return `${route}?${[...url.searchParams.keys()].sort().join("&")}`;
}

/** Whether `href` is the partner's home in the locale (where the stand-in may say "coming soon"). */
function isHome(href: string, localePrefix: string): boolean {
  const path = href.split(/[?#]/)[0];
  return path === (localePrefix || "/") || path === `${localePrefix}/`;
}

/**
 * Opens `href` on `origin` as a fresh page load and answers why it is a dead end, or null: an error
 * page, "Page not found", "coming soon" anywhere but the home, or an exception thrown by the page.
 */
export async function deadEndReason(
  page: Page,
  origin: string,
  href: string,
  localePrefix: string,
): Promise<string | null> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on("pageerror", onError);
  try {
    const response = await page.goto(`${origin}${href}`);
    if (response && response.status() >= 400) return `HTTP ${response.status()}`;
    await page.locator('main, [data-slot="error-page"]').first().waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    if (await page.locator('[data-slot="error-page"]').count()) {
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the text a shopper sees
      return `error page: ${(await page.locator('[data-slot="error-message"]').first().innerText()).trim()}`;
    }
    // biome-ignore lint/performance/useDomNodeTextContent: what a shopper sees, not hidden templates
    const text = await page.locator("body").innerText();
    if (NOT_FOUND.some((pattern) => pattern.test(text))) return "says Page not found";
    if (!isHome(href, localePrefix) && COMING_SOON.some((pattern) => pattern.test(text))) {
      return "says coming soon";
    }
    if (errors.length) return `page error: ${errors.join("; ")}`;
    return null;
  } finally {
    page.off("pageerror", onError);
  }
}

/**
 * Whether the page is wider than the window (a phone then scrolls sideways, and on an Arabic page
 * the header's start is off-screen): the document's scroll width against its client width, with
 * the element reaching furthest out named. Null when nothing sticks out.
 */
export async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    // Named: the outermost element that sticks out (its parent fits), the one whose width to fix.
    const sticksOut = (element: Element | null) => {
      const box = element?.getBoundingClientRect();
      return !!box && box.width > 0 && (box.right > root.clientWidth + 1 || box.left < -1);
    };
    const culprit = [...document.body.querySelectorAll("*")].find(
      (element) => sticksOut(element) && !sticksOut(element.parentElement),
    );
    const slot = culprit?.getAttribute("data-slot");
    const name = culprit
      ? `${culprit.tagName.toLowerCase()}${slot ? `[data-slot=${slot}]` : ""}.${String(culprit.getAttribute("class") ?? "").slice(0, 80)}`
      : "?";
    return `${root.scrollWidth} px wide in ${root.clientWidth} px (${name})`;
  });
}
