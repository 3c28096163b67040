import {
  addToServerCart,
  maamoulLine,
  PRODUCTS,
  retailOrigin,
  seedGuestCart,
  signUp,
  storeLogin,
} from "./cart-e2e-helpers";
import { expect, type Page, test } from "./fixtures";

/** Saturday or Sunday in UTC: the server (and the client, to agree with it) checks weekdays in UTC. */
function weekendTodayUtc(): boolean {
  const day = new Date().getUTCDay();
  return day === 0 || day === 6;
}

const TEXT = {
  en: {
    field: "Coupon code",
    apply: "Apply",
    applied: "Coupon applied",
    expired: "Coupon expired.",
    minimum: "Minimum of 500",
    notValid: "Coupon not valid",
    notToday: "Coupon not applicable today.",
  },
  ar: {
    field: "رمز القسيمة",
    apply: "تطبيق",
    applied: "تم تطبيق القسيمة",
    expired: "انتهت صلاحية القسيمة.",
    minimum: "الحد الأدنى 500",
    notValid: "القسيمة غير صالحة",
    notToday: "القسيمة غير صالحة اليوم.",
  },
} as const;

async function apply(page: Page, locale: "en" | "ar", code: string) {
  const text = TEXT[locale];
  await page.getByLabel(text.field).fill(code);
  await page.getByRole("button", { name: text.apply }).click();
}

for (const locale of ["en", "ar"] as const) {
  const prefix = locale === "ar" ? "/ar" : "";
  const text = TEXT[locale];

  test(`[${locale}] every demo coupon gives its exact message`, async ({ page, baseURL }) => {
    const origin = retailOrigin(baseURL);
    await page.goto(`${origin}${prefix}/cart`);
    await seedGuestCart(page, [maamoulLine(2)]); // 44.00
    await page.reload();
    const message = page.getByTestId("coupon-message");

    await apply(page, locale, "EXPIRED");
    await expect(message).toHaveText(text.expired);
    await apply(page, locale, "BIG500");
    await expect(message).toHaveText(text.minimum);
    await apply(page, locale, "NOPE");
    await expect(message).toHaveText(text.notValid);
    // An unknown code: the server's own message (spec §5: 'the error is the server msg').
    await apply(page, locale, "NO-SUCH-CODE");
    await expect(message).toHaveText("This coupon code does not exist");
    await apply(page, locale, "WEEKEND");
    await expect(message).toHaveText(weekendTodayUtc() ? text.applied : text.notToday);
    await expect(page.getByTestId("totals-discount")).toHaveCount(weekendTodayUtc() ? 1 : 0);

    await apply(page, locale, "WELCOME10");
    await expect(message).toHaveText(text.applied);
    // 10 % of 44.00, in the (estimated) totals.
    await expect(page.getByTestId("totals-discount")).toContainText("WELCOME10");
    await expect(page.getByTestId("totals-discount")).toContainText(/4[.,٫]40|٤٫٤٠/);
  });
}

test("a customer's accepted coupon is priced by the server's totals", async ({ page, baseURL }) => {
  const origin = retailOrigin(baseURL);
  await page.goto(`${origin}/`);
  const customer = await signUp(page);
  await addToServerCart(page, customer, PRODUCTS.maamoul.id, 2);
  await storeLogin(page, customer);
  await page.goto(`${origin}/cart`);
  await expect(page.getByRole("region", { name: "Order summary" })).toBeVisible();
  await expect(page.getByTestId("totals-total")).toContainText("59.00"); // 44.00 + 15.00 delivery
  const summary = page.waitForResponse((response) => response.url().includes("coupon_code=WELCOME10"));
  await apply(page, "en", "WELCOME10");
  await summary;
  await expect(page.getByTestId("totals-discount")).toContainText("4.40");
  await expect(page.getByTestId("totals-total")).toContainText("54.60");
  await apply(page, "en", "BIG500");
  await expect(page.getByTestId("coupon-message")).toHaveText("Minimum of 500");
});
