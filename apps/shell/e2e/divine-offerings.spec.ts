import {
  type Customer,
  cartLink,
  fillCard,
  ordersOf,
  serverCartOf,
  signUp,
  storeLogin,
} from "./cart-e2e-helpers";
import { expect, type Page, test } from "./fixtures";
import { openAndCloseByKeyboard } from "./keyboard-support";
import { hostUrl, scriptsAskedFor } from "./support";

// The divine journeys: offerings made for a name on a day, through the divine cart and checkout,
// against the real server and its demo partner `divine` (Noor Offerings).

const SUCCESS_CARD = "4242 4242 4242 4242";
const DECLINED_CARD = "4000 0000 0000 0002";

const WORDS = {
  en: {
    prefix: "",
    someone: "Someone else",
    name: "Their name",
    day: "Day of the offering",
    nextMonth: "Next month",
    add: "Add to cart",
    offer: /^Offer$/,
    checkout: "Proceed to checkout",
    place: "Place order",
    thanks: "Thank you for your offerings",
    failed: "Payment failed",
    retry: "Try again",
  },
  ar: {
    prefix: "/ar",
    someone: "شخص آخر",
    name: "اسمه",
    day: "يوم القربان",
    nextMonth: "الشهر التالي",
    add: "أضف إلى السلة",
    offer: /^قدِّم$/,
    checkout: "المتابعة إلى الدفع",
    place: "تأكيد الطلب",
    thanks: "شكراً لقرابينك",
    failed: "فشل الدفع",
    retry: "حاول مرة أخرى",
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/** Signs a fresh customer up on the divine partner and opens its home logged in. */
async function openLoggedIn(
  page: Page,
  baseURL: string | undefined,
  words: Words,
): Promise<{ origin: string; customer: Customer }> {
  const origin = hostUrl(baseURL, "divine");
  await page.goto(`${origin}${words.prefix}/`);
  const customer = await signUp(page);
  await storeLogin(page, customer);
  await page.reload();
  return { origin, customer };
}

/**
 * Offers the garland for `name` on the `nth` day of next month (every day of it is ahead), the
 * way a devotee does: "Offer", someone else, their name, the day from the calendar.
 */
async function offerGarland(page: Page, words: Words, name: string, nth: number) {
  const garland = page.getByTestId("offering").filter({ hasText: /Flower Garland|إكليل زهور/ });
  await garland.getByRole("button", { name: words.offer }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(words.someone).click();
  await dialog.getByLabel(words.name).fill(name);
  await dialog.getByLabel(words.day).click();
  await page.getByRole("button", { name: words.nextMonth }).click();
  await page.locator('[role="grid"] button:not([disabled])').nth(nth).click();
  await dialog.getByRole("button", { name: words.add }).click();
  await expect(dialog).toBeHidden();
  // The card announces the line once the server has it; a page load before that would race the write.
  await expect(garland.getByRole("status")).not.toBeEmpty();
}

/** The days (`YYYY-MM-DD`) the page shows per name, in order. */
async function offeredDays(page: Page, rows: string): Promise<[string, string][]> {
  return page
    .getByTestId(rows)
    .evaluateAll((items) =>
      items.map((item) => [
        item.querySelector('[data-testid="offered-for"]')?.textContent ?? "",
        item.querySelector('[data-testid="offering-day"] time')?.getAttribute("datetime") ?? "",
      ]),
    );
}

for (const [locale, words] of Object.entries(WORDS)) {
  test(`[${locale}] one offering for two names on two days: two lines through cart and checkout, both on /complete`, async ({
    page,
    baseURL,
  }) => {
    if (locale === "ar") await page.setViewportSize({ width: 390, height: 844 });
    const { origin, customer } = await openLoggedIn(page, baseURL, words);
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    await offerGarland(page, words, "Amira", 0);
    await offerGarland(page, words, "Yusuf", 1);
    await expect(cartLink(page)).toHaveAttribute("data-count", "2");

    await cartLink(page).click();
    await expect(page).toHaveURL(`${origin}${words.prefix}/cart`);
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    const inCart = await offeredDays(page, "cart-line");
    expect(inCart.map(([name]) => name)).toEqual(["Amira", "Yusuf"]);
    expect(inCart[0]?.[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(inCart[1]?.[1]).not.toBe(inCart[0]?.[1]);
    // The server holds the same two lines, each with its name and day.
    expect(
      (await serverCartOf(page, customer)).map((line) => (line as { details?: unknown }).details),
    ).toEqual([
      { for_name: "Amira", date: inCart[0]?.[1] },
      { for_name: "Yusuf", date: inCart[1]?.[1] },
    ]);

    await page.getByRole("link", { name: words.checkout }).click();
    await expect(page).toHaveURL(`${origin}${words.prefix}/checkout`);
    await expect(page.getByTestId("devotee")).toContainText(customer.email);
    await fillCard(page, SUCCESS_CARD);
    await page.getByRole("button", { name: words.place }).click();

    await expect(page).toHaveURL(/\/complete\?order_ref=/);
    await expect(page.getByRole("heading", { level: 1, name: words.thanks })).toBeVisible();
    await expect(page.getByTestId("order-offering")).toHaveCount(2);
    expect(await offeredDays(page, "order-offering")).toEqual(inCart);
    expect((await ordersOf(page, customer)).total).toBe(1);
    await expect(cartLink(page)).toHaveAttribute("data-count", "0");
  });
}

test("[ar] a declined payment goes to /failure with the offerings kept; the retry places the order", async ({
  page,
  baseURL,
}) => {
  const words = WORDS.ar;
  const { origin, customer } = await openLoggedIn(page, baseURL, words);
  await offerGarland(page, words, "ليلى", 2);
  await page.goto(`${origin}/ar/checkout`);
  await fillCard(page, DECLINED_CARD);
  await page.getByRole("button", { name: words.place }).click();

  await expect(page).toHaveURL(`${origin}/ar/failure`);
  await expect(page.getByRole("heading", { level: 1, name: words.failed })).toBeVisible();
  await expect(cartLink(page)).toHaveAttribute("data-count", "1");
  expect((await ordersOf(page, customer)).total).toBe(0);

  await page.getByRole("link", { name: words.retry }).click();
  await expect(page).toHaveURL(`${origin}/ar/checkout`);
  await fillCard(page, SUCCESS_CARD);
  await page.getByRole("button", { name: words.place }).click();
  await expect(page).toHaveURL(/\/ar\/complete\?order_ref=/);
  await expect(page.getByTestId("offered-for")).toHaveText("ليلى");
  expect((await ordersOf(page, customer)).total).toBe(1);
});

test("a physical item is an ordinary line, and only then does the checkout ask for a delivery address", async ({
  page,
  baseURL,
}) => {
  const words = WORDS.en;
  const { origin } = await openLoggedIn(page, baseURL, words);
  await offerGarland(page, words, "Amira", 0);
  await page.goto(`${origin}/checkout`);
  await expect(page.getByTestId("devotee")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Delivery address" })).toHaveCount(0);

  await page.goto(`${origin}/`);
  // The home's buttons answer once the app has hydrated (a tap before then is held and replayed, and
  // under a loaded machine the replay raced the count's check).
  await expect(page.locator("html")).toHaveAttribute("data-storefront", "ready");
  await page
    .getByTestId("offering")
    .filter({ hasText: "Incense Sticks" })
    .getByRole("button", { name: "Add to cart" })
    .click();
  await expect(cartLink(page)).toHaveAttribute("data-count", "2");
  // The count turns at once; the toast waits for the server, which a page load must not race.
  await expect(page.getByText("Incense Sticks added to the cart", { exact: true })).toBeAttached();
  await page.goto(`${origin}/cart`);
  const incense = page.getByTestId("cart-line").filter({ hasText: "Incense Sticks" });
  await expect(incense.getByTestId("offered-for")).toHaveCount(0);
  await page.goto(`${origin}/checkout`);
  await expect(page.getByRole("heading", { name: "Delivery address" })).toBeVisible();
});

test("the offer dialog's code comes when a devotee reaches for Offer; closing it gives the focus back", async ({
  page,
  baseURL,
}) => {
  const dialogScripts = scriptsAskedFor(page, "/offer-dialog-content-");
  await page.goto(`${hostUrl(baseURL, "divine")}/`);
  await expect(page.locator("html")).toHaveAttribute("data-storefront", "ready");
  const garland = page.getByTestId("offering").filter({ hasText: "Flower Garland" });
  const offer = garland.getByRole("button", { name: WORDS.en.offer });
  await expect(offer).toBeVisible();
  expect(dialogScripts).toEqual([]);

  // By keyboard: the focus fetches the dialog, Enter opens it, Escape closes it.
  await openAndCloseByKeyboard(page, offer, page.getByRole("dialog"));
  await expect(offer).toHaveAttribute("aria-expanded", "false");
  expect(dialogScripts).toHaveLength(1);
});
