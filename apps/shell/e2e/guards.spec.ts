import { expect, test } from "./fixtures";
import { fixturePartner, hostUrl, withPartner } from "./support";

test.describe("route guards (fixture salon partner)", () => {
  test.beforeEach(async ({ page }) => {
    await withPartner(
      page,
      fixturePartner({ name: "Fixture Salon", snachoo_settings: { type: "salon", url: "s" } }),
    );
  });

  test("/complete without order_ref goes to the localized root", async ({ page, baseURL }) => {
    const origin = hostUrl(baseURL, "no-such-partner");
    await page.goto(`${origin}/complete`);
    await expect(page).toHaveURL(`${origin}/`);
    await page.goto(`${origin}/ar/complete?order_ref=`);
    await expect(page).toHaveURL(`${origin}/ar`);
  });

  test("/all-offer goes to /booking unless show-list", async ({ page, baseURL }) => {
    const origin = hostUrl(baseURL, "no-such-partner");
    await page.goto(`${origin}/all-offer`);
    await expect(page).toHaveURL(`${origin}/booking`);
  });

  test("a retail-only route is 'Page Not Found: {path}' for a salon", async ({ page, baseURL }) => {
    const origin = hostUrl(baseURL, "no-such-partner");
    await page.goto(`${origin}/categories`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /categories");
    await page.goto(`${origin}/ar/search`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الصفحة غير موجودة: /ar/search");
  });

  test("an unmatched path is 'Page not found: {path}'", async ({ page, baseURL }) => {
    await page.goto(`${hostUrl(baseURL, "no-such-partner")}/no/such/page`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found: /no/such/page");
  });

  test("first load of a protected checkout path goes to the cart, others home", async ({ page, baseURL }) => {
    const origin = hostUrl(baseURL, "no-such-partner");
    await page.goto(`${origin}/checkout`);
    await expect(page).toHaveURL(`${origin}/cart`);
    await page.goto(`${origin}/ar/account/orders`);
    await expect(page).toHaveURL(`${origin}/ar`);
  });
});

test("demo salon: a retail-only route is not found (needs the API's demo seed)", async ({
  page,
  baseURL,
}) => {
  await page.goto(`${hostUrl(baseURL, "salon")}/categories`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /categories");
});

// Issue 43: a path the root refuses lost the header and footer, leaving the shopper nowhere to go.
for (const { locale, prefix, heading } of [
  { locale: "en", prefix: "", heading: "Page Not Found: /menu" },
  { locale: "ar", prefix: "/ar", heading: "الصفحة غير موجودة: /ar/menu" },
]) {
  test(`demo retail (${locale}): a refused or unmatched path's 404 keeps the header and footer`, async ({
    page,
    baseURL,
  }) => {
    const origin = hostUrl(baseURL, "retail");
    const refused = await page.goto(`${origin}${prefix}/menu`);
    expect(refused?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("main")).toHaveCount(1);
    const unmatched = await page.goto(`${origin}${prefix}/no/such/page`);
    expect(unmatched?.status()).toBe(404);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    // The header's home link leads on from the dead end.
    await page.getByRole("banner").getByRole("link").first().click();
    await expect(page).toHaveURL(`${origin}${prefix || "/"}`);
  });
}

test("demo marketplace: /categories is retail-only, so snachoo answers 'Page Not Found'", async ({
  page,
  baseURL,
}) => {
  await page.goto(`${hostUrl(baseURL, "snachoo")}/categories`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /categories");
  await page.goto(`${hostUrl(baseURL, "snachoo")}/ar/categories`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الصفحة غير موجودة: /ar/categories");
});
