import { expect, type Locator, type Page } from "@playwright/test";
import type { CartLine } from "@storefront/core/cart";
import { type ApiAnswer, callApi, hostUrl } from "./support";

export { type ApiAnswer, callApi };

// Helpers of the cart, wishlist and checkout journeys. Setup calls go through the page's own
// `fetch` (same origin, the partner token of the page payload): the test runner cannot resolve
// `retail.localhost`, the browser can. Every test that needs a customer signs up a fresh one, so
// tests running in parallel never share a cart.

/** The demo retail partner's origin on the test server. */
export function retailOrigin(baseURL: string | undefined): string {
  return hostUrl(baseURL, "retail");
}

/** Date Maamoul (22.00, one variant) and Zaatar Manakish (7.00) of the demo retail catalogue. */
export const PRODUCTS = {
  maamoul: { id: "7", slug: "date-maamoul", name: "Date Maamoul", nameAr: "معمول بالتمر", price: 22 },
  manakish: { id: "8", slug: "zaatar-manakish", name: "Zaatar Manakish", nameAr: "مناقيش زعتر", price: 7 },
  /** A digital product: nothing to deliver. */
  ebook: {
    id: "21",
    slug: "arabic-cookbook-e-book",
    name: "Arabic Cookbook (e-book)",
    nameAr: "كتاب الطبخ العربي (إلكتروني)",
    price: 39,
  },
} as const;

/** A customer created for one test. */
export interface Customer {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
}

/** Signs up a fresh customer (the page must be on the partner's origin). */
export async function signUp(page: Page): Promise<Customer> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = "demo12345";
  const answer = await callApi<{ _id: string; name: string; token: string }>(page, "/signup", {
    body: { name: "Layla", email, password },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const user = answer.body.data!;
  return { id: String(user._id), name: user.name, email, password, token: user.token };
}

/** Puts a line in a customer's server cart. */
export async function addToServerCart(page: Page, customer: Customer, productId: string, qty: number) {
  const answer = await callApi(page, "/update_cart", {
    customerToken: customer.token,
    body: { product_id: productId, qty },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Saves an address for a customer; answers its id. */
export async function addAddress(page: Page, customer: Customer): Promise<string> {
  const answer = await callApi<{ _id: string }>(page, "/account/addresses", {
    customerToken: customer.token,
    body: {
      label: "Home",
      name: "Layla Haddad",
      phone: "500000111",
      line1: "Tahlia Street 9",
      city: "Jeddah",
      country: "SA",
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data!._id;
}

/** The customer's orders (total and refs). */
export async function ordersOf(page: Page, customer: Customer) {
  const answer = await callApi<{ total: number; items: { order_ref: string; _id: string }[] }>(
    page,
    "/account/orders",
    { customerToken: customer.token },
  );
  return answer.body.data!;
}

/** The customer's server cart. */
export async function serverCartOf(page: Page, customer: Customer) {
  const answer = await callApi<CartLine[]>(page, "/get_cart_list", {
    customerToken: customer.token,
  });
  return answer.body.data ?? [];
}

/**
 * Logs a customer in the way a reload after login finds them: the stored user (spec §3, localStorage
 * `user`). The session then loads the customer's cart from the server. Use it where the login
 * itself is not what the test is about.
 */
export async function storeLogin(page: Page, customer: Customer) {
  await page.evaluate((user) => {
    localStorage.setItem(
      "user",
      JSON.stringify({
        id: user.id,
        cust_name: user.name,
        token: user.token,
        email: user.email,
        is_guest: false,
      }),
    );
  }, customer);
}

/** Logs in through the auth dialog (it must be open). */
export async function loginInDialog(page: Page, customer: Customer) {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  // A textbox: in Arabic the e-mail tab's panel is named "البريد الإلكتروني" too.
  await dialog.getByRole("textbox", { name: /E-mail address|عنوان البريد الإلكتروني/ }).fill(customer.email);
  await dialog.getByLabel(/^(Password|كلمة المرور)/).fill(customer.password);
  await dialog.locator("button[type=submit]").click();
  await expect(dialog).toBeHidden();
}

/** Seeds a guest's cart (localStorage `tempCart`) with normalised lines, then reloads. */
export async function seedGuestCart(page: Page, lines: unknown[]) {
  await page.evaluate((value) => localStorage.setItem("tempCart", JSON.stringify(value)), lines);
}

/** Two Date Maamoul, as a guest's stored line (44.00). */
export function maamoulLine(qty = 2) {
  const { id, name, nameAr, price } = PRODUCTS.maamoul;
  return {
    product_id: id,
    variant_id: id,
    qty,
    name,
    name_lang: { en: name, ar: nameAr },
    price,
    stock: 100,
  };
}

/** The header's cart link (its `data-count` is the number of items). */
export function cartLink(page: Page): Locator {
  return page.locator('[data-slot="cart-link"]').first();
}

/** The header's wishlist link. */
export function wishlistLink(page: Page): Locator {
  return page.locator('[data-slot="wishlist-link"]').first();
}

/** Reads a localStorage entry as JSON (null when absent). */
export async function stored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => {
    const value = localStorage.getItem(name);
    return value === null ? null : JSON.parse(value);
  }, key);
}

/** Fills the demo card form. */
export async function fillCard(
  page: Page,
  number: string,
  labels = { number: /Card number|رقم البطاقة/, expiry: /Expiry|تاريخ الانتهاء/, cvc: /CVC|رمز التحقق/ },
) {
  await page.getByLabel(labels.number).fill(number);
  await page.getByLabel(labels.expiry).fill("12/39");
  await page.getByLabel(labels.cvc).fill("123");
}
