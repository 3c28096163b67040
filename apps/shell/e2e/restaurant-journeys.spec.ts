import { addAddress, fillCard, loginInDialog, ordersOf, serverCartOf, signUp } from "./cart-e2e-helpers";
import { expect, type Page, test } from "./fixtures";
import { openAndCloseByKeyboard } from "./keyboard-support";
import { hostUrl } from "./support";

// The restaurant vertical's journeys against the real server (issue 13): the menu with a required
// option group, the cart, the table order from the digital menu, the kiosk with its idle reset,
// and the sugar checkout — in English and in Arabic.

const WORDS = {
  en: {
    prefix: "",
    item: "Shakshuka",
    add: /^Add to order/,
    missing: "Choose: Spice level",
    hot: "Hot",
    mild: "Mild",
    garlic: /Garlic sauce/,
    note: "Note for the kitchen (optional)",
    noteText: "No onions",
    orderToTable: "Order to my table",
    payAtTable: "Pay at the table",
    send: "Send to the kitchen",
    placed: "Your order is in the kitchen",
    table: "Table 12",
    coffee: "Arabic Coffee",
    noSugar: "No sugar",
    start: "kiosk-start-en",
    payCounter: "Pay at the counter",
    payAndOrder: "Pay and order",
    stillThere: "Are you still there?",
    cakeName: "Saffron Cake",
    large: "Large",
    cakeMessage: "Happy birthday Sara",
    placeOrder: "Place order",
    placeOrderButton: "Place order",
    cardNumber: /Card number/,
  },
  ar: {
    prefix: "/ar",
    item: "شكشوكة",
    add: /^أضف إلى الطلب/,
    missing: "اختر: درجة الحرارة",
    hot: "حار",
    mild: "خفيف",
    garlic: /صلصة الثوم/,
    note: "ملاحظة للمطبخ (اختياري)",
    noteText: "بدون بصل",
    orderToTable: "اطلب إلى طاولتي",
    payAtTable: "الدفع على الطاولة",
    send: "أرسل إلى المطبخ",
    placed: "طلبك في المطبخ",
    table: "الطاولة 12",
    coffee: "قهوة عربية",
    noSugar: "بدون سكر",
    start: "kiosk-start-ar",
    payCounter: "الدفع عند الكاونتر",
    payAndOrder: "ادفع واطلب",
    stillThere: "هل ما زلت هنا؟",
    cakeName: "كعكة الزعفران",
    large: "كبير",
    cakeMessage: "عيد ميلاد سعيد يا سارة",
    placeOrder: null,
    placeOrderButton: "تأكيد الطلب",
    cardNumber: /رقم البطاقة/,
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** Opens an item's sheet from the menu by its name. */
async function openItem(page: Page, name: string) {
  await page.getByTestId("menu-item").filter({ hasText: name }).first().getByRole("button").click();
  const sheet = page.getByTestId("item-sheet");
  await expect(sheet).toBeVisible();
  return sheet;
}

for (const locale of ["en", "ar"] as const) {
  const w: Words = WORDS[locale];

  test(`${locale}: menu → item with a required option → cart → table order from the digital menu → order number`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const origin = hostUrl(baseURL, "restaurant");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${origin}${w.prefix}/menu`);
    await expect(page.getByTestId("menu-item").first()).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-storefront", "ready");
    // The item sheet's code (a Radix Dialog) is not part of the menu's load: it comes when asked for.
    expect(scripts.filter((url) => url.includes("/item-sheet-"))).toEqual([]);
    // Unavailable items are shown greyed, not hidden.
    await expect(page.locator('[data-testid="menu-item"][data-available="false"]').first()).toBeVisible();
    await expect(
      page.locator('[data-testid="menu-item"][data-available="false"] button').first(),
    ).toBeDisabled();

    // A required group blocks the add until chosen; the price follows the options.
    let sheet = await openItem(page, w.item);
    expect(scripts.filter((url) => url.includes("/item-sheet-"))).toHaveLength(1);
    await expect(sheet.getByRole("button", { name: w.add })).toBeDisabled();
    await expect(sheet.getByTestId("options-needed")).toHaveText(w.missing);
    await sheet.getByRole("radio", { name: w.hot }).check();
    await sheet.getByRole("checkbox", { name: w.garlic }).check();
    await expect(sheet.getByRole("button", { name: w.add })).toContainText("24.00");
    await sheet.getByLabel(w.note).fill(w.noteText);
    await sheet.getByRole("button", { name: w.add }).click();
    await expect(sheet).toBeHidden();

    // The same dish with another option is another line.
    sheet = await openItem(page, w.item);
    await sheet.getByRole("radio", { name: w.mild }).check();
    await sheet.getByRole("button", { name: w.add }).click();
    await expect(sheet).toBeHidden();

    await page.goto(`${origin}${w.prefix}/cart`);
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    await expect(page.getByTestId("cart-line").first()).toContainText(w.noteText);
    // A plain restaurant has no online checkout: the cart leads to the table order, with no
    // delivery fee or coupon field that the table order would not honour.
    await expect(page.getByRole("link", { name: w.orderToTable })).toBeVisible();
    // Never to the kiosk: it runs on the restaurant's own device (decision 0028).
    await expect(page.locator('a[href$="/kiosk"]')).toHaveCount(0);
    await expect(page.getByTestId("totals-total")).toContainText("46.00");
    await expect(page.getByTestId("totals-delivery")).toHaveCount(0);
    await expect(page.locator("[data-slot=coupon-field]")).toHaveCount(0);

    // The diner scans the table's QR code: the table number comes from the link.
    await page.goto(`${origin}${w.prefix}/digital-menu?table=12`);
    await expect(page.getByTestId("table-number")).toHaveText(w.table);
    await page.getByTestId("view-order").click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/digital-menu-cart`));
    await expect(page.getByTestId("table-number")).toHaveText(w.table);
    await page.getByRole("radio", { name: w.payAtTable }).check();
    await page.getByRole("button", { name: w.send }).click();
    await expect(page.getByRole("heading", { name: w.placed })).toBeVisible();
    await expect(page.getByTestId("order-number")).toHaveText(/^[A-Z]{2}-[A-Z0-9-]{4,40}$/);
    // 22 + 2 (garlic sauce) and 22: priced on the server.
    await expect(page.locator('[data-slot="order-placed"]')).toContainText("46.00");
  });

  test(`${locale}: kiosk order end to end, then the idle reset`, async ({ page, baseURL }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 900 });
    const origin = hostUrl(baseURL, "restaurant");
    await page.goto(`${origin}/kiosk`);
    await page.getByTestId(w.start).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/kiosk\\?step=menu`));
    let sheet = await openItem(page, w.coffee);
    await sheet.getByRole("radio", { name: w.noSugar }).check();
    await sheet.getByRole("button", { name: w.add }).click();
    await expect(sheet).toBeHidden();
    await page.getByTestId("kiosk-view-order").click();
    await page.getByRole("radio", { name: w.payCounter }).check();
    await page.getByRole("button", { name: w.payAndOrder }).click();
    await expect(page.getByTestId("order-number")).toHaveText(/^[A-Z]{2}-[A-Z0-9-]{4,40}$/);

    // A new diner leaves an item in the order and walks away: a countdown, then a fresh start.
    await page.getByRole("button", { name: /Start a new order|ابدأ طلبًا جديدًا/ }).click();
    await expect(page.getByTestId("kiosk-start-en")).toBeVisible();
    await page.getByTestId(w.start).click();
    sheet = await openItem(page, w.coffee);
    await sheet.getByRole("radio", { name: w.noSugar }).check();
    await sheet.getByRole("button", { name: w.add }).click();
    sheet = await openItem(page, w.coffee);
    await page.clock.fastForward(91_000);
    await expect(page.getByRole("heading", { name: w.stillThere })).toBeVisible();
    await page.clock.fastForward(16_000);
    await expect(page.getByTestId("kiosk-start-en")).toBeVisible();
    await expect(page).toHaveURL(`${origin}/kiosk`);
    await expect(page.getByTestId("item-sheet")).toBeHidden();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("tempCart") ?? "[]").length)).toBe(0);
  });

  test(`${locale}: a guest's cake → login at the sugar checkout keeps its size and message → a declined card, the retry → confirmation`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const origin = hostUrl(baseURL, "sugar");
    await page.goto(`${origin}${w.prefix}/menu`);
    const customer = await signUp(page);
    await addAddress(page, customer);
    // As a guest: a large cake with a message, in the temporary cart.
    const sheet = await openItem(page, w.cakeName);
    await sheet.getByRole("radio", { name: w.large }).check();
    await sheet.getByLabel(w.note).fill(w.cakeMessage);
    await sheet.getByRole("button", { name: w.add }).click();
    await expect(sheet).toBeHidden();
    await page.goto(`${origin}${w.prefix}/sugar-cart`);
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    const checkout = page.getByTestId("sugar-checkout-link");
    if (w.placeOrder) await expect(checkout).toHaveText(w.placeOrder);
    await checkout.click();
    // The checkout needs a login; the guest's line is merged into the customer's cart as it was
    // chosen (issue 13: its options and message were dropped at login before).
    await loginInDialog(page, customer);
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/checkout-sugar`));
    await expect
      .poll(async () =>
        (await serverCartOf(page, customer)).map((line) => [
          line.qty,
          line.options?.map((option) => option.name),
          line.details?.note,
        ]),
      )
      .toEqual([[1, ["Large"], w.cakeMessage]]);
    await expect(page.getByRole("main")).toContainText(w.cakeMessage);

    await fillCard(page, "4000 0000 0000 0002", {
      number: w.cardNumber,
      expiry: /Expiry|تاريخ الانتهاء/,
      cvc: /CVC|رمز التحقق/,
    });
    const place = page.getByRole("button", { name: w.placeOrderButton });
    await place.click();
    await expect(page.getByTestId("checkout-error")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/checkout-sugar$`));
    expect((await ordersOf(page, customer)).total).toBe(0);

    await fillCard(page, "4242 4242 4242 4242", {
      number: w.cardNumber,
      expiry: /Expiry|تاريخ الانتهاء/,
      cvc: /CVC|رمز التحقق/,
    });
    await place.click();
    await expect(page).toHaveURL(/order_ref=/);
    await expect(page.getByTestId("order-ref")).toHaveText(/^[A-Z]{2}-[A-Z0-9-]{4,40}$/);
    expect((await ordersOf(page, customer)).total).toBe(1);
  });
}

test("an item's sheet opens and closes from the keyboard, and the focus goes back to the item", async ({
  page,
  baseURL,
}) => {
  await page.goto(`${hostUrl(baseURL, "restaurant")}/menu`);
  await expect(page.locator("html")).toHaveAttribute("data-storefront", "ready");
  const item = page.getByTestId("menu-item").filter({ hasText: WORDS.en.item }).first().getByRole("button");
  await openAndCloseByKeyboard(page, item, page.getByTestId("item-sheet"));
});
