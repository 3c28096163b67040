import { expect, test } from "./fixtures";
import { fixturePartner, hostUrl, readPayload, withPartner } from "./support";

test.describe("page title", () => {
  test("a page without a title shows the brand", async ({ page, baseURL }) => {
    await withPartner(page, fixturePartner({ name: "Fixture Salon" }));
    await page.goto(`${hostUrl(baseURL, "no-such-partner")}/`);
    await expect(page).toHaveTitle("Fixture Salon");
  });

  test("the partner-facing brand variant changes the suffix and the favicon", async ({ page, baseURL }) => {
    await withPartner(page, fixturePartner({ name: "Fixture Salon", brand_variant: "partner" }));
    await page.goto(`${hostUrl(baseURL, "no-such-partner")}/`);
    await expect(page).toHaveTitle("Fixture Salon Partner");
    await expect(page.locator("link[rel~='icon']")).toHaveAttribute(
      "href",
      /\/assets\/favicon-partner-[\w-]+\.svg$/,
    );
  });

  test("demo partner: the brand title on a home without a page title (needs the API's demo seed)", async ({
    page,
    baseURL,
  }) => {
    // The retail home names no page of its own (the booking home does: "Book an appointment | …").
    await page.goto(`${hostUrl(baseURL, "retail")}/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const { partner } = await readPayload(page);
    expect(partner?.brand_variant).not.toBe("partner");
    await expect(page).toHaveTitle(partner?.name ?? "");
  });

  test("demo brand-variant partner: suffix and favicon (needs the API's demo seed)", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${hostUrl(baseURL, "snachoo")}/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const { partner } = await readPayload(page);
    expect(partner?.brand_variant).toBe("partner");
    await expect(page).toHaveTitle(`${partner?.name} Partner`);
    await expect(page.locator("link[rel~='icon']")).toHaveAttribute("href", /favicon-partner/);
  });
});
