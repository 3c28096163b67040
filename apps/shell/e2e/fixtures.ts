import { test as base, type Page } from "@playwright/test";

export type { APIRequestContext, Locator, Page, Route } from "@playwright/test";
export { expect } from "@playwright/test";

/**
 * How long a page may take to answer input after its HTML arrived. A page that never gets there
 * is left to the test's own assertions, which then say what is missing.
 */
const READY_TIMEOUT_MS = 15_000;

/**
 * Waits until the storefront on the page answers input: the server-rendered HTML shows at once,
 * but a click before hydration lands on markup without handlers (decision 0025). The shell marks
 * `<html data-storefront="ready">` after its first commit, or `"failed"` when it could not mount.
 * Pages that are not storefront pages (no payload) are ready when loaded.
 */
export async function waitForStorefront(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => !document.getElementById("storefront-payload") || document.documentElement.dataset.storefront,
      null,
      { timeout: READY_TIMEOUT_MS },
    )
    .catch(() => {});
}

/** Every page of the context waits for its storefront after `goto`, `reload`, `goBack`, `goForward`. */
function waitAfterNavigations(page: Page): void {
  for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      await waitForStorefront(page);
      return response;
    };
  }
}

/**
 * A client address of the test's own. The server limits sign-ups, guests, bookings and other
 * loopable calls per client address, and every test runs on this one machine: as one shopper per
 * test, each sends its address as one trusted proxy would (the server runs with
 * TRUST_PROXY_HOPS=1), so no test meets a limit another test used up.
 */
function testAddress(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

/**
 * Playwright's `test`, whose pages wait for the storefront to be interactive after each navigation
 * they make: the specs then act as a shopper does once the page responds.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ "x-forwarded-for": testAddress() });
    for (const page of context.pages()) waitAfterNavigations(page);
    context.on("page", waitAfterNavigations);
    await use(context);
  },
});
