import {
  addAddress,
  addToServerCart,
  callApi,
  cartLink,
  fillCard,
  ordersOf,
  PRODUCTS,
  retailOrigin,
  serverCartOf,
  signUp,
  stored,
  storeLogin,
} from "./cart-e2e-helpers";
import { expect, test } from "./fixtures";

const SUCCESS_CARD = "4242 4242 4242 4242";
const DECLINED_CARD = "4000 0000 0000 0002";

test("a double click places exactly one order and lands on /complete with its order_ref", async ({
  page,
  baseURL,
}) => {
  const origin = retailOrigin(baseURL);
  await page.goto(`${origin}/`);
  const customer = await signUp(page);
  await addToServerCart(page, customer, PRODUCTS.maamoul.id, 2);
  await addAddress(page, customer);
  await storeLogin(page, customer);

  const placements: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/place_order")) placements.push(request.headers()["idempotency-key"] ?? "");
  });
  await page.goto(`${origin}/checkout`);
  await expect(page.getByRole("radio", { name: /Tahlia Street 9/ })).toBeChecked();
  await expect(page.getByTestId("test-card-help")).toContainText(SUCCESS_CARD);
  await fillCard(page, SUCCESS_CARD);
  const place = page.getByRole("button", { name: "Place order" });
  await expect(place).toBeEnabled();
  await place.dblclick();

  await expect(page).toHaveURL(/\/complete\?/);
  const orderRef = new URL(page.url()).searchParams.get("order_ref");
  expect(orderRef).toMatch(/^[A-Z]{2}-[A-Z0-9-]{4,40}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  await expect(page.getByTestId("order-ref")).toHaveText(orderRef!);
  await expect(page.getByRole("link", { name: "View your order" })).toHaveAttribute(
    "href",
    /^\/account\/orders\/\d+$/,
  );

  const orders = await ordersOf(page, customer);
  expect(orders.total).toBe(1);
  expect(orders.items[0]?.order_ref).toBe(orderRef);
  expect(new Set(placements).size).toBe(1);
  await expect(cartLink(page)).toHaveAttribute("data-count", "0");
  expect(await stored(page, "cart")).toBeNull();
  expect(await serverCartOf(page, customer)).toEqual([]);
});

test("a declined card lands on /failure with the cart kept; the retry orders with a new key", async ({
  page,
  baseURL,
}) => {
  const origin = retailOrigin(baseURL);
  await page.goto(`${origin}/`);
  const customer = await signUp(page);
  await addToServerCart(page, customer, PRODUCTS.maamoul.id, 2);
  await addAddress(page, customer);
  await storeLogin(page, customer);
  const keys: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/place_order")) keys.push(request.headers()["idempotency-key"] ?? "");
  });

  await page.goto(`${origin}/checkout`);
  await fillCard(page, DECLINED_CARD);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(`${origin}/failure`);
  await expect(page.getByRole("heading", { level: 1, name: "Payment failed" })).toBeVisible();
  await expect(page.getByText("Your cart has been kept.", { exact: false })).toBeVisible();
  await expect(cartLink(page)).toHaveAttribute("data-count", "2");
  expect((await ordersOf(page, customer)).total).toBe(0);
  expect(await serverCartOf(page, customer)).toEqual([
    expect.objectContaining({ product_id: PRODUCTS.maamoul.id, qty: 2 }),
  ]);

  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(`${origin}/checkout`);
  await fillCard(page, SUCCESS_CARD);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/complete\?order_ref=/);
  expect((await ordersOf(page, customer)).total).toBe(1);
  expect(keys).toHaveLength(2);
  expect(keys[1]).not.toBe(keys[0]);
});

test("[ar] checkout with an address added inline and cash on delivery", async ({ page, baseURL }) => {
  const origin = retailOrigin(baseURL);
  await page.goto(`${origin}/ar`);
  const customer = await signUp(page);
  await addToServerCart(page, customer, PRODUCTS.manakish.id, 3);
  await storeLogin(page, customer);

  await page.goto(`${origin}/ar/checkout`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "إتمام الشراء" })).toBeVisible();
  // No address yet: the form is open. Saving it empty shows the field messages first.
  await page.getByRole("button", { name: "حفظ العنوان" }).click();
  await expect(page.getByText("أدخل اسم المستلم.")).toBeVisible();
  await page.getByLabel("الاسم الكامل").fill("ليلى حداد");
  await page.getByLabel("الهاتف").fill("500000222");
  await page.getByLabel("الشارع والمبنى").fill("شارع التحلية 9");
  await page.getByLabel("المدينة").fill("جدة");
  await page.getByRole("button", { name: "حفظ العنوان" }).click();
  await expect(page.getByRole("radio", { name: /شارع التحلية 9/ })).toBeChecked();

  await page.getByRole("radio", { name: "الدفع عند الاستلام" }).click();
  await page.getByRole("button", { name: "تأكيد الطلب" }).click();
  await expect(page).toHaveURL(/\/ar\/complete\?order_ref=/);
  await expect(page.getByRole("heading", { level: 1, name: "شكراً لطلبك" })).toBeVisible();
  expect((await ordersOf(page, customer)).total).toBe(1);
});

test("/complete without order_ref goes to the localized home", async ({ page, baseURL }) => {
  const origin = retailOrigin(baseURL);
  await page.goto(`${origin}/complete`);
  await expect(page).toHaveURL(`${origin}/`);
  await page.goto(`${origin}/ar/complete`);
  await expect(page).toHaveURL(`${origin}/ar`);
});

for (const locale of ["en", "ar"] as const) {
  const at = locale === "ar" ? "/ar" : "";
  const text =
    locale === "ar"
      ? {
          nothing: "طلبك يضم منتجات رقمية فقط: لا يوجد ما يُوصَّل.",
          address: "عنوان التوصيل",
          cod: "الدفع عند الاستلام",
          place: "تأكيد الطلب",
          thanks: "شكراً لطلبك",
        }
      : {
          nothing: "Your order holds digital items only: there is nothing to deliver.",
          address: "Delivery address",
          cod: "Cash on delivery",
          place: "Place order",
          thanks: "Thank you for your order",
        };

  test(`[${locale}] an e-book alone is ordered without an address and without a delivery fee`, async ({
    page,
    baseURL,
  }) => {
    const origin = retailOrigin(baseURL);
    await page.goto(`${origin}${at}/`);
    const customer = await signUp(page);
    await addToServerCart(page, customer, PRODUCTS.ebook.id, 1);
    await storeLogin(page, customer);

    await page.goto(`${origin}${at}/checkout`);
    await expect(page.getByText(text.nothing)).toBeVisible();
    await expect(page.getByRole("heading", { name: text.address })).toHaveCount(0);
    await expect(page.getByTestId("totals-delivery")).toHaveCount(0);
    await page.getByRole("radio", { name: text.cod }).click();
    await page.getByRole("button", { name: text.place }).click();
    await expect(page).toHaveURL(new RegExp(`${at}/complete\\?order_ref=`));
    await expect(page.getByRole("heading", { level: 1, name: text.thanks })).toBeVisible();

    const [order] = (await ordersOf(page, customer)).items;
    const detail = await callApi<{ delivery_method: string; totals: { delivery: number; total: number } }>(
      page,
      `/account/orders/${order!._id}`,
      { customerToken: customer.token },
    );
    expect(detail.body.data).toMatchObject({ delivery_method: "none", totals: { delivery: 0, total: 39 } });
  });

  test(`[${locale}] /complete thanks only for the customer's own order; any other reference is not found`, async ({
    page,
    baseURL,
  }) => {
    const origin = retailOrigin(baseURL);
    const notFound = page.locator("[data-slot=error-page]");
    const thanks = page.getByRole("heading", { level: 1, name: text.thanks });
    // A visitor without a session.
    await page.goto(`${origin}${at}/complete?order_ref=XX-1`);
    await expect(notFound).toBeVisible();
    await expect(thanks).toHaveCount(0);
    // A customer with an invented reference, and with someone else's.
    const other = await signUp(page);
    await addToServerCart(page, other, PRODUCTS.ebook.id, 1);
    const placed = await callApi<{ order_ref: string }>(page, "/place_order", {
      customerToken: other.token,
      headers: { "Idempotency-Key": `e2e-other-${Date.now()}` },
      body: { payment_method: "cod" },
    });
    expect(placed.status).toBe(201);
    const customer = await signUp(page);
    await storeLogin(page, customer);
    for (const ref of ["XX-1", placed.body.data!.order_ref]) {
      await page.goto(`${origin}${at}/complete?order_ref=${ref}`);
      await expect(notFound).toBeVisible();
      await expect(thanks).toHaveCount(0);
    }
    // The banner and the footer stay around the not-found page, and it adds no second <main>.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("main")).toHaveCount(1);
  });
}
