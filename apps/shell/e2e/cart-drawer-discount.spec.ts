import { PRODUCTS, retailOrigin } from "./cart-e2e-helpers";
import { expect, test } from "./fixtures";

// The cart drawer that opens on "Add to cart" (the cart page stays the cart's home), and the
// discount link `/discount/CODE` that applies a coupon and lands on the shop.

const WORDS = {
  en: {
    add: "Add to cart",
    added: "Added to your cart",
    viewCart: "View cart",
    applied: "Discount WELCOME10 applied to your cart.",
    invalid: "This discount link is not valid.",
    discount: "Discount (WELCOME10)",
  },
  ar: {
    add: "أضف إلى السلة",
    added: "أُضيف إلى سلتك",
    viewCart: "عرض السلة",
    applied: "طُبّق الخصم WELCOME10 على سلتك.",
    invalid: "رابط الخصم هذا غير صالح.",
    discount: "WELCOME10",
  },
} as const;

for (const locale of ["en", "ar"] as const) {
  const prefix = locale === "ar" ? "/ar" : "";
  const w = WORDS[locale];

  for (const size of [
    { name: "phone", width: 390, height: 844 },
    { name: "desktop", width: 1280, height: 800 },
  ]) {
    test(`[${locale}, ${size.name}] "Add to cart" opens the cart drawer with the line; it leads to the cart`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(size);
      const origin = retailOrigin(baseURL);
      await page.goto(`${origin}${prefix}/products/${PRODUCTS.maamoul.id}/${PRODUCTS.maamoul.slug}`);
      await page.locator("[data-slot=product-page]").getByRole("button", { name: w.add }).first().click();
      const drawer = page.getByRole("dialog", { name: w.added });
      await expect(drawer).toBeVisible();
      await expect(drawer.locator("li[data-added]")).toContainText(
        locale === "ar" ? PRODUCTS.maamoul.nameAr : PRODUCTS.maamoul.name,
      );
      await drawer.getByRole("link", { name: w.viewCart }).click();
      await expect(page).toHaveURL(`${origin}${prefix}/cart`);
      await expect(drawer).toBeHidden();
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
    });
  }

  test(`[${locale}] /discount/welcome10 applies the coupon and lands on the shop; a bad link says so`, async ({
    page,
    baseURL,
  }) => {
    const origin = retailOrigin(baseURL);
    await page.goto(`${origin}${prefix}/products/${PRODUCTS.maamoul.id}/${PRODUCTS.maamoul.slug}`);
    await page.locator("[data-slot=product-page]").getByRole("button", { name: w.add }).first().click();
    await page.goto(`${origin}${prefix}/discount/welcome10`);
    await expect(page).toHaveURL(`${origin}${prefix || "/"}`);
    await expect(page.locator("[data-slot=toast]").filter({ hasText: w.applied })).toBeVisible();
    await page.goto(`${origin}${prefix}/cart`);
    await expect(page.getByTestId("totals-discount")).toContainText(w.discount);

    await page.goto(`${origin}${prefix}/discount/%3Cbad%3E`);
    await expect(page).toHaveURL(`${origin}${prefix || "/"}`);
    await expect(page.locator("[data-slot=toast]").filter({ hasText: w.invalid })).toBeVisible();
  });
}
