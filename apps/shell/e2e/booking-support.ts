import { expect, type Page } from "@playwright/test";
import { type Customer, callApi, signUp, storeLogin } from "./cart-e2e-helpers";

// Helpers of the booking journeys (issue 14): the salon and hospital demo partners, in English and
// Arabic. Tests that could meet pick different people or days, so parallel runs never take each
// other's slot.

export type Locale = "en" | "ar";
export const prefix = (locale: Locale) => (locale === "ar" ? "/ar" : "");

/** The booking flow's words (apps/booking/src/locales). */
export const WORDS = {
  en: {
    nextDays: "Next free days",
    freeTimes: "Free times",
    logInToConfirm: "Log in to confirm",
    confirm: "Confirm booking",
    booked: "Your appointment is booked",
    seeAppointments: "See my appointments",
    cancel: "Cancel",
    cancelAppointment: "Cancel appointment",
    cancelled: "Your appointment is cancelled.",
    slotTaken: "Someone has just booked this time. Please choose another one below.",
    bookWithOffer: "Book with this offer",
    offer: "Offer",
    voucherCode: "Gift voucher code",
    apply: "Apply",
    voucher: "Voucher",
    buy: "Buy",
    payNow: "Pay now",
    yourVouchers: "Your vouchers",
    appointments: "Appointments",
    preferACall: "Prefer a call?",
    phoneNumber: "Phone number",
    nextMonth: "Next month",
    callMeBack: "Call me back",
    willCall: "Thank you. We will call you on",
  },
  ar: {
    nextDays: "أقرب الأيام المتاحة",
    freeTimes: "الأوقات المتاحة",
    logInToConfirm: "سجّل الدخول للتأكيد",
    confirm: "تأكيد الحجز",
    booked: "تم حجز موعدك",
    seeAppointments: "عرض مواعيدي",
    cancel: "إلغاء",
    cancelAppointment: "إلغاء الموعد",
    cancelled: "تم إلغاء موعدك.",
    slotTaken: "حجز شخص آخر هذا الوقت للتو. اختر وقتًا آخر أدناه.",
    bookWithOffer: "احجز بهذا العرض",
    offer: "العرض",
    voucherCode: "رمز قسيمة الهدية",
    apply: "تطبيق",
    voucher: "القسيمة",
    buy: "شراء",
    payNow: "ادفع الآن",
    yourVouchers: "قسائمك",
    appointments: "المواعيد",
    preferACall: "تفضّل اتصالًا؟",
    phoneNumber: "رقم الهاتف",
    nextMonth: "الشهر التالي",
    callMeBack: "اتصلوا بي",
    willCall: "شكرًا لك. سنتصل بك يوم",
  },
} as const;

/** Chooses a service (unless one is chosen already) and a person, by their shown names. */
export async function chooseServiceAndStaff(page: Page, choice: { service?: string; staff: string }) {
  if (choice.service) await page.getByRole("button", { name: new RegExp(`^${choice.service}`) }).click();
  await page.getByRole("button", { name: new RegExp(`^${choice.staff}`) }).click();
}

/** Chooses a service and a person (their shown names), the `dayIndex`-th next free day and its first free time. */
export async function chooseSlot(
  page: Page,
  locale: Locale,
  choice: { service?: string; staff: string; dayIndex: number },
): Promise<string> {
  const words = WORDS[locale];
  await chooseServiceAndStaff(page, choice);
  await page.getByRole("list", { name: words.nextDays }).getByRole("button").nth(choice.dayIndex).click();
  const first = page.getByRole("list", { name: words.freeTimes }).getByRole("button").first();
  await expect(first).toBeVisible();
  // The time-zone sentence names the zone once ("توقيت السعودية" already says "time of").
  await expect(page.locator("main")).not.toContainText("توقيت توقيت");
  const startsAt = (await first.locator("time").getAttribute("datetime")) ?? "";
  await first.click();
  await expect(first).toHaveAttribute("aria-pressed", "true");
  return startsAt;
}

/** The customer's appointments, through the API. */
export async function appointmentsOf(page: Page, customer: Customer) {
  const answer = await callApi<Array<{ _id: string; status: string; price: number; starts_at: string }>>(
    page,
    "/account/appointments?scope=all",
    { customerToken: customer.token },
  );
  expect(answer.status).toBe(200);
  return answer.body.data ?? [];
}

/** Logs in through the open auth dialog, in either locale (the e-mail tab's name is a label too). */
export async function logInThroughDialog(page: Page, customer: Customer) {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: /E-mail address|عنوان البريد الإلكتروني/ }).fill(customer.email);
  await dialog.getByLabel(/^(Password|كلمة المرور)/).fill(customer.password);
  await dialog.locator("button[type=submit]").click();
  await expect(dialog).toBeHidden();
}

/** A search param the router wrote (it quotes a string that reads as a number: `service="4"`). */
export function searchParam(url: string, name: string): string | null {
  const raw = new URL(url).searchParams.get(name);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "string" || typeof value === "number" ? String(value) : raw;
  } catch {
    return raw;
  }
}

/**
 * A new customer, signed up on `site` (a partner's origin with its locale prefix) and logged in
 * through the stored session, with `path` of that site open.
 */
export async function newCustomerAt(page: Page, site: string, path: string): Promise<Customer> {
  await page.goto(`${site}/`);
  const customer = await signUp(page);
  await storeLogin(page, customer);
  await page.goto(`${site}${path}`);
  return customer;
}
