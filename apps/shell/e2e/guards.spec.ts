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

test("demo marketplace: /categories is retail-only, so snachoo answers 'Page Not Found'", async ({
  page,
  baseURL,
}) => {
  await page.goto(`${hostUrl(baseURL, "snachoo")}/categories`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found: /categories");
  await page.goto(`${hostUrl(baseURL, "snachoo")}/ar/categories`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الصفحة غير موجودة: /ar/categories");
});
