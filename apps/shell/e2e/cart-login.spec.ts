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
import { expect, test } from "./fixtures";

const { maamoul, manakish } = PRODUCTS;

test("login from the cart's checkout button merges the guest cart into the saved one and returns to checkout", async ({
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

  // Issue 17: the guest's line is merged into the customer's saved cart (the server's) and a toast
  // says so; then spec §4's rule holds: the temporary copy is discarded.
  await expect(page.getByText("1 item added to your cart.", { exact: true })).toBeVisible();
  await expect(cartLink(page)).toHaveAttribute("data-count", "3");
  expect(await stored(page, "tempCart")).toBeNull();
  await expect
    .poll(async () => (await serverCartOf(page, customer)).map((line) => [line.product_id, line.qty]).sort())
    .toEqual(
      [
        [maamoul.id, 1],
        [manakish.id, 2],
      ].sort(),
    );
  await page.goto(`${origin}/cart`);
  await expect(page.getByRole("heading", { level: 2, name: manakish.name })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: maamoul.name })).toBeVisible();
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
