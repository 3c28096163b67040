import { CATALOG_LOCALES, skipAgeCheck } from "./catalog-support";
import { expect, test } from "./fixtures";
import { hostUrl } from "./support";

// The marketplace vertical: snachoo shows each product's vendor, and a vendor's page is the product
// list with `vendor_id`; the adventure park books tickets for a visit day
// (docs/decisions/0004-adventure-park.md).

for (const l of CATALOG_LOCALES) {
  test(`snachoo: the vendor on the product page and the vendor's page (${l.locale})`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${hostUrl(baseURL, "snachoo")}${l.prefix}/products`);
    const card = page
      .getByRole("article")
      .filter({ has: page.locator("[data-slot=product-vendor]") })
      .first();
    const vendorName = (await card.locator("[data-slot=product-vendor] a").textContent()) ?? "";
    await card.locator("[data-slot=product-card-link]").click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/products/\\d+/[a-z0-9-]+\\?variant_id=\\d+$`));
    const vendor = page.locator("[data-slot=product-page] [data-slot=product-vendor]");
    await expect(vendor).toContainText(l.soldBy);
    await expect(vendor).toContainText(vendorName);
    await vendor.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/products\\?vendor_id=\\d+$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(vendorName);
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.locator("[data-slot=product-vendor] a").allTextContents()) {
      expect(text).toBe(vendorName);
    }
  });
}

test("adventure park: a ticket is booked for a visit day kept in the URL", async ({ page, baseURL }) => {
  await skipAgeCheck(page);
  await page.goto(`${hostUrl(baseURL, "adventure")}/products`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tickets and passes");
  const dayPass = page.getByRole("article").filter({ hasText: "Day Pass" });
  await dayPass.getByRole("link", { name: "Book tickets" }).click();
  await expect(page).toHaveURL(/\/products\/\d+\/day-pass\?variant_id=\d+$/);
  await expect(page.getByText("Choose your visit date to book tickets.")).toBeVisible();
  const add = page.locator("[data-slot=product-page]").getByRole("button", { name: "Add to cart" });
  await expect(add).toBeDisabled();

  await page.getByRole("button", { name: /^Visit date/ }).click();
  const calendar = page.getByRole("dialog", { name: "Calendar" });
  await calendar.getByRole("button", { name: "Next month" }).click();
  await calendar
    .getByRole("gridcell")
    .getByRole("button")
    .filter({ hasText: /^\d+$/ })
    .and(page.locator(":enabled"))
    .first()
    .click();
  await expect(page).toHaveURL(/visit_date=\d{4}-\d{2}-\d{2}/);
  await expect(add).toBeEnabled();
  await page.reload();
  await expect(page).toHaveURL(/visit_date=\d{4}-\d{2}-\d{2}/);
  await expect(add).toBeEnabled();
  // The cart says the day in words, not as the URL's 2026-12-03.
  await add.click();
  // The cart drawer opens on the addition; it leads to the cart.
  await page
    .getByRole("dialog", { name: "Added to your cart" })
    .getByRole("link", { name: "View cart" })
    .click();
  const line = page.getByTestId("cart-line");
  await expect(line).toContainText(/Visit on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(line).not.toContainText(/\d{4}-\d{2}-\d{2}/);
});

test("adventure park (ar): the ticket wording and the visit day", async ({ page, baseURL }) => {
  await skipAgeCheck(page);
  await page.goto(`${hostUrl(baseURL, "adventure")}/ar/products`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("التذاكر والاشتراكات");
  await page.getByRole("article").first().getByRole("link", { name: "احجز التذاكر" }).click();
  await expect(page.getByText("اختر تاريخ زيارتك لحجز التذاكر.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^تاريخ الزيارة/ })).toBeVisible();
});
