import { cartLink, PRODUCTS, retailOrigin, stored, wishlistLink } from "./cart-e2e-helpers";
import { expect, test } from "./fixtures";

const { maamoul } = PRODUCTS;

for (const locale of ["en", "ar"] as const) {
  const prefix = locale === "ar" ? "/ar" : "";
  const name = locale === "ar" ? maamoul.nameAr : maamoul.name;
  const heart = locale === "ar" ? `حفظ ${name} في قائمة الأمنيات` : `Save ${name} to the wishlist`;
  const move = locale === "ar" ? `نقل ${name} إلى السلة` : `Move ${name} to the cart`;
  const empty = locale === "ar" ? "قائمة أمنياتك فارغة" : "Your wishlist is empty";

  test(`[${locale}] the heart saves a product; the wishlist moves it to the cart`, async ({
    page,
    baseURL,
  }) => {
    const origin = retailOrigin(baseURL);
    await page.goto(`${origin}${prefix}/products/${maamoul.id}/${maamoul.slug}`);
    const toggle = page.getByRole("main").getByRole("button", { name: heart }).first();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(wishlistLink(page)).toHaveAttribute("data-count", "1");
    expect(await stored(page, "tempWishlist")).toEqual([expect.objectContaining({ product_id: maamoul.id })]);

    await page.goto(`${origin}${prefix}/wishlist`);
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await page.getByRole("button", { name: move }).click();
    await expect(page.getByText(empty)).toBeVisible();
    await expect(cartLink(page)).toHaveAttribute("data-count", "1");
    await expect(wishlistLink(page)).toHaveAttribute("data-count", "0");
  });
}
