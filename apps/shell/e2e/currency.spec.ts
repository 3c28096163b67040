import { addToServerCart, callApi, signUp, storeLogin } from "./cart-e2e-helpers";
import { skipAgeCheck } from "./catalog-support";
import { expect, type Locator, test } from "./fixtures";
import { hostUrl } from "./support";

// Issue 12: every price shows the partner's own currency. The demo adventure park sells in UAE
// dirhams (the seed's `currency: "AED"`): its catalogue, cart, checkout and account say "AED" in
// English and "د.إ" in Arabic, never the riyal other partners use.

const LOCALES = [
  {
    locale: "en",
    prefix: "",
    sign: /AED/,
    placeOrder: "Place order",
    cash: "Cash on delivery",
    pickup: /Pick up/,
  },
  {
    locale: "ar",
    prefix: "/ar",
    sign: /د\.إ/,
    placeOrder: "تأكيد الطلب",
    cash: "الدفع عند الاستلام",
    pickup: /الاستلام من/,
  },
] as const;

/** Expects a price in the partner's currency, and no riyal. */
async function expectDirhams(price: Locator, sign: RegExp) {
  await expect(price).toHaveText(sign);
  await expect(price).not.toHaveText(/SAR|ر\.س/);
}

for (const l of LOCALES) {
  test(`adventure park (${l.locale}): catalogue, cart, checkout and account prices are in dirhams`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const origin = hostUrl(baseURL, "adventure");
    await skipAgeCheck(page);

    // Catalogue: the product cards.
    await page.goto(`${origin}${l.prefix}/products`);
    const firstPrice = page.locator("[data-slot=product-card] [data-slot=price-amount]").first();
    await expectDirhams(firstPrice, l.sign);

    // A customer with a ticket in the cart.
    const products = await callApi<{ items: { _id: string }[] }>(page, "/products?per_page=1");
    const productId = String(products.body.data!.items[0]!._id);
    const customer = await signUp(page);
    await addToServerCart(page, customer, productId, 2);
    await storeLogin(page, customer);

    // Cart: the line and the server's totals.
    await page.goto(`${origin}${l.prefix}/cart`);
    await expectDirhams(page.getByTestId("line-total").first(), l.sign);
    await expectDirhams(page.getByTestId("totals-total"), l.sign);

    // Checkout: the delivery price, the summary, then an order (pickup, cash).
    await page.goto(`${origin}${l.prefix}/checkout`);
    await expectDirhams(page.getByRole("radiogroup").first(), l.sign);
    await expectDirhams(page.getByTestId("totals-total"), l.sign);
    await page.getByRole("radio", { name: l.pickup }).click();
    await page.getByRole("radio", { name: l.cash }).click();
    await page.getByRole("button", { name: l.placeOrder }).click();

    // Account: the order it lands on, and the order list.
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/account/orders/\\d+$`));
    await expectDirhams(page.locator("[data-slot=order-totals]"), l.sign);
    await page.goto(`${origin}${l.prefix}/account/orders`);
    await expectDirhams(page.locator("[data-slot=money]").first(), l.sign);
  });
}
