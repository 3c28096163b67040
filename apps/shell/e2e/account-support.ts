import { expect, type Page } from "@playwright/test";
import { type ApiAnswer, callApi, hostUrl } from "./support";

export type { ApiAnswer };

// Helpers of the account journeys (issue 7). API calls go through the page's own `fetch` (same
// origin, the partner token of the page payload): the test runner cannot resolve
// `retail.localhost`, the browser can. Each test logs in with its own session (a fresh customer
// token), so logging out in one test never ends another's.

/** The locales the account is tested in, and the Arabic prefix of their paths. */
export type Locale = "en" | "ar";
export const prefix = (locale: Locale) => (locale === "ar" ? "/ar" : "");

/** The demo customer of every partner (apps/api README). */
export const DEMO = { email: "demo@example.com", password: "demo12345" };

/** Texts of the account pages in both locales (packages/kit/src/locales/*). */
export const TEXT = {
  en: {
    dashboard: "Dashboard",
    profile: "Profile",
    addresses: "Addresses",
    myOrders: "My orders",
    returns: "Returns",
    appointments: "Appointments",
    statement: "Statement",
    nav: "Account",
    logOut: "Log out",
    firstName: "First name",
    email: "E-mail",
    savedAddresses: "Saved addresses",
    addAddress: "Add an address",
    newAddress: "New address",
    submitAddress: "Add address",
    label: "Label (Home, Office…)",
    fullName: "Full name",
    countryCode: "Country code",
    phone: "Phone",
    line1: "Address line 1",
    city: "City",
    country: "Country",
    useMyLocation: "Use my location",
    jeddah: "Jeddah",
    deleteAddressOf: (title: string) => `Delete ${title}`,
    deleteAddress: "Delete address",
    deleteConfirm: "Delete this address?",
    orders: "Orders",
    order: (ref: string) => `Order ${ref}`,
    items: "Items",
    timeline: "Timeline",
    returnItems: "Return items",
    reason: "Reason",
    damaged: "Damaged",
    requestReturn: "Request the return",
    returnOf: (ref: string) => `Return ${ref}`,
    allReturns: "All returns",
    refunded: "Refunded",
    requested: "Requested",
    upcoming: "Upcoming",
    past: "Past",
    recentOrders: "Recent orders",
    upcomingAppointments: "Upcoming appointments",
    notFound: (path: string) => `Page not found: ${path}`,
  },
  ar: {
    dashboard: "لوحة التحكم",
    profile: "الملف الشخصي",
    addresses: "العناوين",
    myOrders: "طلباتي",
    returns: "المرتجعات",
    appointments: "المواعيد",
    statement: "كشف الحساب",
    nav: "الحساب",
    logOut: "تسجيل الخروج",
    firstName: "الاسم الأول",
    email: "البريد الإلكتروني",
    savedAddresses: "العناوين المحفوظة",
    addAddress: "إضافة عنوان",
    newAddress: "عنوان جديد",
    submitAddress: "إضافة العنوان",
    label: "التسمية (المنزل، العمل…)",
    fullName: "الاسم الكامل",
    countryCode: "رمز الدولة",
    phone: "الهاتف",
    line1: "سطر العنوان 1",
    city: "المدينة",
    country: "الدولة",
    useMyLocation: "استخدم موقعي",
    jeddah: "جدة",
    deleteAddressOf: (title: string) => `حذف ${title}`,
    deleteAddress: "حذف العنوان",
    deleteConfirm: "حذف هذا العنوان؟",
    orders: "الطلبات",
    order: (ref: string) => `الطلب ${ref}`,
    items: "المنتجات",
    timeline: "سجل الطلب",
    returnItems: "إرجاع منتجات",
    reason: "السبب",
    damaged: "تالف",
    requestReturn: "طلب الإرجاع",
    returnOf: (ref: string) => `المرتجع ${ref}`,
    allReturns: "كل المرتجعات",
    refunded: "تم الاسترداد",
    requested: "تم الطلب",
    upcoming: "القادمة",
    past: "السابقة",
    recentOrders: "أحدث الطلبات",
    upcomingAppointments: "المواعيد القادمة",
    notFound: (path: string) => `الصفحة غير موجودة: ${path}`,
  },
} as const;

/** Calls the API from the page (which must be on the partner's origin), as a customer with `token`. */
export function accountApi<T = unknown>(
  page: Page,
  path: string,
  options: { method?: string; body?: unknown; token?: string } = {},
): Promise<ApiAnswer<T>> {
  const { token, ...rest } = options;
  return callApi<T>(page, path, { ...rest, customerToken: token });
}

/** A logged-in customer: the user record of the login answer (spec §3 source shape). */
export interface LoggedIn {
  token: string;
  user: Record<string, unknown> & { _id: string; token: string };
}

/**
 * Logs a customer in through the API and keeps the user where the session reads it at boot
 * (local storage `user`, spec §3/§4), so the next page load starts logged in. Leaves the page on
 * the partner's home.
 */
export async function logInAs(
  page: Page,
  origin: string,
  credentials: { email: string; password: string } = DEMO,
): Promise<LoggedIn> {
  await page.goto(`${origin}/`);
  const answer = await accountApi<LoggedIn["user"]>(page, "/login", { body: credentials });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const user = answer.body.data!;
  await page.evaluate((record) => localStorage.setItem("user", JSON.stringify(record)), user);
  return { token: user.token, user };
}

/** Signs up a fresh customer (the page must be on the partner's origin) and logs them in. */
export async function signUpFresh(page: Page, origin: string): Promise<LoggedIn> {
  await page.goto(`${origin}/`);
  const email = `e2e-account-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const answer = await accountApi(page, "/signup", {
    body: { name: "Nora", email, password: DEMO.password },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return logInAs(page, origin, { email, password: DEMO.password });
}

/** A partner's origin on the test server. */
export const originOf = (baseURL: string | undefined, host: "retail" | "salon") => hostUrl(baseURL, host);

/** An order as the account API lists it. */
export interface OrderRecord {
  _id: string;
  order_ref: string;
  status: string;
  can_return?: boolean;
  lines?: Array<{
    _id: string;
    name: string;
    name_lang: Record<string, string> | null;
    qty: number;
    returnable_qty: number;
  }>;
}

/** How many units an order holds: the sum of its lines' quantities. */
export const unitsOf = (order: OrderRecord) => (order.lines ?? []).reduce((sum, line) => sum + line.qty, 0);

/** "3 items" as an order row says it (kit's account catalog; Arabic plural forms, Arabic digits). */
export function itemsText(count: number, locale: Locale): string {
  if (locale === "en") return count === 1 ? "1 item" : `${count} items`;
  const digits = count.toLocaleString("ar");
  const form = new Intl.PluralRules("ar").select(count);
  if (form === "one") return "منتج واحد";
  if (form === "two") return "منتجان";
  return form === "few" ? `${digits} منتجات` : form === "many" ? `${digits} منتجًا` : `${digits} منتج`;
}

/** The demo customer's orders, with details. */
export async function ordersOf(page: Page, token: string): Promise<OrderRecord[]> {
  const list = await accountApi<{ items: OrderRecord[] }>(page, "/account/orders?per_page=50", { token });
  expect(list.status).toBe(200);
  const details: OrderRecord[] = [];
  for (const item of list.body.data!.items) {
    const detail = await accountApi<OrderRecord>(page, `/account/orders/${item._id}`, { token });
    details.push(detail.body.data!);
  }
  return details;
}

/** A name in the locale (`name_lang`), as the pages show it. */
export function localized(name: string, nameLang: Record<string, string> | null | undefined, locale: Locale) {
  return nameLang?.[locale] || name;
}
