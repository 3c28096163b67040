import { expect, test } from "@playwright/test";
import {
  addToServerCart,
  cartLink,
  loginInDialog,
  PRODUCTS,
  retailOrigin,
  serverCartOf,
  signUp,
  stored,
} from "./cart-e2e-helpers";

const { maamoul, manakish } = PRODUCTS;

test("login from the cart's checkout button discards the guest cart, loads the saved one and returns to checkout", async ({
  page,
  baseURL,
}) => {
  const origin = retailOrigin(baseURL);
  await page.goto(`${origin}/`);
  const customer = await signUp(page);
  await addToServerCart(page, customer, manakish.id, 2);

  // As a guest: one Date Maamoul in the temporary cart.
  await page.goto(`${origin}/products/${maamoul.id}/${maamoul.slug}`);
  await page.getByRole("main").getByRole("button", { name: "Add to cart" }).first().click();
  await expect(cartLink(page)).toHaveAttribute("data-count", "1");

  await page.goto(`${origin}/cart`);
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  // Checkout requires a login: the guard opens the dialog and stays on the cart.
  await loginInDialog(page, customer);
  await expect(page).toHaveURL(`${origin}/checkout`);

  // Spec §4: the temporary copy is discarded and the customer's saved cart (the server's) loaded.
  await expect(cartLink(page)).toHaveAttribute("data-count", "2");
  expect(await stored(page, "tempCart")).toBeNull();
  expect(await stored(page, "cart")).toEqual([expect.objectContaining({ product_id: manakish.id, qty: 2 })]);
  await page.goto(`${origin}/cart`);
  await expect(page.getByRole("heading", { level: 2, name: manakish.name })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: maamoul.name })).toHaveCount(0);
});

test("a customer's add to cart shows at once and is confirmed by the server", async ({ page, baseURL }) => {
  const origin = retailOrigin(baseURL);
  await page.goto(`${origin}/`);
  const customer = await signUp(page);
  await page.evaluate(
    (user) =>
      localStorage.setItem("user", JSON.stringify({ id: user.id, cust_name: user.name, token: user.token })),
    customer,
  );
  // The session fetches the customer's cart after load; add once it has arrived.
  const cartLoaded = page.waitForResponse((response) => response.url().endsWith("/get_cart_list"));
  await page.goto(`${origin}/products/${maamoul.id}/${maamoul.slug}`);
  await cartLoaded;
  // Hold the server's answer: the counter must not wait for it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/update_cart", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("main").getByRole("button", { name: "Add to cart" }).first().click();
  await expect(cartLink(page)).toHaveAttribute("data-count", "1", { timeout: 1_000 });
  release();
  await expect
    .poll(() => serverCartOf(page, customer))
    .toEqual([expect.objectContaining({ product_id: maamoul.id, qty: 1 })]);
  await page.reload();
  await expect(cartLink(page)).toHaveAttribute("data-count", "1");
});
