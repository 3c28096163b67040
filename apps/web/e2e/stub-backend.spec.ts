import { expect, type Page, test } from "@playwright/test";
import { STUB_CATALOGUE } from "../src/test/stub-catalogue";

// The storefront server and the shell's real build against a backend that is not the reference API
// (issue 40): every name and price below exists only in the stub's answers, so a page showing them
// was rendered from what the stub said through core's contract.

const { lantern, compass } = STUB_CATALOGUE;
const HOST = "retail";

/** The lantern's price as each locale writes it (`SAR 42.50`, `42.50 ر.س.`). */
const amount = lantern.price.toFixed(2).replace(".", "\\.");
const LOCALES = [
  { locale: "en", prefix: "", dir: "ltr", price: new RegExp(`SAR\\s${amount}`) },
  { locale: "ar", prefix: "/ar", dir: "rtl", price: new RegExp(`${amount}\\s*ر\\.س\\.`) },
] as const;

/** The site of the stub's retail partner, as the browser reaches it (it resolves `*.localhost`). */
function siteUrl(baseURL: string | undefined, path: string): string {
  return `http://${HOST}.localhost:${new URL(baseURL ?? "").port}${path}`;
}

// The shell's suite has these helpers too (apps/shell/e2e/ssr-support.ts), bound to its own fixtures;
// two small functions are cheaper than one app's tests importing another's.

/** Console errors and warnings of a page (React reports a hydration mismatch as one). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** Waits for the shell's mark after its first commit: `ready`, or `failed` when it could not mount. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-storefront", /ready|failed/, { timeout: 20_000 });
  await expect(page.locator("html")).toHaveAttribute("data-storefront", "ready");
}

for (const { locale, prefix, dir, price } of LOCALES) {
  const productPath = `${prefix}/products/${lantern.id}/${lantern.slug}`;

  test(`(${locale}) the stub's product page is rendered on the server`, async ({ request, baseURL }) => {
    const port = new URL(baseURL ?? "").port;
    // Node does not resolve `*.localhost`: ask the server on loopback, with the site's Host.
    const served = await request.get(`http://127.0.0.1:${port}${productPath}`, {
      headers: { host: `${HOST}.localhost:${port}` },
      maxRedirects: 0,
    });
    expect(served.status()).toBe(200);
    const html = await served.text();
    expect(html).toContain(`<html lang="${locale}" dir="${dir}"`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${lantern.name[locale]}</h1>`));
    expect(html).toMatch(new RegExp(`data-slot="price-amount"[^>]*>[^<]*${price.source}`));
  });

  test(`(${locale}) the product page hydrates without a console error or warning`, async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    await page.goto(siteUrl(baseURL, productPath));
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lantern.name[locale]);
    await expect(page.locator("[data-slot=product-page] [data-slot=price-amount]").first()).toHaveText(price);
    // Whatever the page asks after hydrating (pictures, lazy chunks, the browser's own API calls).
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });

  test(`(${locale}) the product list shows the stub's products`, async ({ page, baseURL }) => {
    const problems = watchConsole(page);
    await page.goto(siteUrl(baseURL, `${prefix}/products`));
    await hydrated(page);
    // Exactly the stub's catalogue, in its order: nothing from anywhere else.
    await expect(page.locator("[data-slot=product-card-link]")).toHaveText([
      lantern.name[locale],
      compass.name[locale],
    ]);
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });
}
