import { cartLink, maamoulLine, PRODUCTS, retailOrigin, seedGuestCart, stored } from "./cart-e2e-helpers";
import { expect, test } from "./fixtures";

const { maamoul } = PRODUCTS;

for (const locale of ["en", "ar"] as const) {
  const prefix = locale === "ar" ? "/ar" : "";
  const add = locale === "ar" ? "أضف إلى السلة" : "Add to cart";
  const name = locale === "ar" ? maamoul.nameAr : maamoul.name;

  test(`[${locale}] a guest's add to cart shows at once, stays local and survives a reload`, async ({
    page,
    baseURL,
  }) => {
    const origin = retailOrigin(baseURL);
    const cartWrites: string[] = [];
    page.on("request", (request) => {
      if (/\/(update_cart|remove_cart_item)$/.test(new URL(request.url()).pathname))
        cartWrites.push(request.url());
    });
    await page.goto(`${origin}${prefix}/products/${maamoul.id}/${maamoul.slug}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(cartLink(page)).toHaveAttribute("data-count", "0");

    await page.getByRole("main").getByRole("button", { name: add }).first().click();
    // Optimistic: no round trip to wait for (and a guest makes none).
    await expect(cartLink(page)).toHaveAttribute("data-count", "1", { timeout: 1_000 });
    expect(await stored(page, "tempCart")).toEqual([
      expect.objectContaining({ product_id: maamoul.id, qty: 1 }),
    ]);
    expect(await stored(page, "cart")).toBeNull();

    await page.reload();
    await expect(cartLink(page)).toHaveAttribute("data-count", "1");
    await page.goto(`${origin}${prefix}/cart`);
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(page.getByTestId("totals-total")).toContainText(
      locale === "ar" ? "الإجمالي التقديري" : "Estimated total",
    );
    expect(cartWrites).toEqual([]);
  });
}

test("the cart page changes quantities and removes lines, and follows another tab", async ({
  page,
  baseURL,
  context,
}) => {
  const origin = retailOrigin(baseURL);
  await page.goto(`${origin}/cart`);
  await seedGuestCart(page, [maamoulLine(2)]);
  await page.reload();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(cartLink(page)).toHaveAttribute("data-count", "3");
  await expect(page.getByTestId("line-total")).toContainText("66.00");

  // A second tab of the same shop empties the cart; this tab follows (the storage event).
  const other = await context.newPage();
  await other.goto(`${origin}/cart`);
  await other.getByRole("button", { name: `Remove ${maamoul.name}` }).click();
  await expect(other.getByText("Your cart is empty")).toBeVisible();
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await expect(cartLink(page)).toHaveAttribute("data-count", "0");
});

test("a corrupt tempCart does not break the cart", async ({ page, baseURL }) => {
  const origin = retailOrigin(baseURL);
  await page.goto(`${origin}/`);
  await page.evaluate(() => localStorage.setItem("tempCart", '{"oops": [1, 2'));
  await page.goto(`${origin}/cart`);
  await expect(page.getByRole("heading", { level: 1, name: "Shopping cart" })).toBeVisible();
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue shopping" })).toBeVisible();
});
