import { type Locale, logInAs, ordersOf, originOf, prefix, signUpFresh, TEXT } from "./account-support";
import { expect, test } from "./fixtures";

// Issue 7: the account is only its owner's — another customer's order is the 404 page — and
// logging out from an account page goes to the localized home (spec §4).

for (const locale of ["en", "ar"] as const satisfies readonly Locale[]) {
  test(`(${locale}) another customer's order is the 404 page`, async ({ page, baseURL }) => {
    const origin = originOf(baseURL, "retail");
    const text = TEXT[locale];
    // The demo customer's order ids…
    const demo = await logInAs(page, origin);
    const [order] = await ordersOf(page, demo.token);
    expect(order).toBeTruthy();
    // …opened by a customer who just signed up.
    await signUpFresh(page, origin);
    const path = `${prefix(locale)}/account/orders/${order!._id}`;
    await page.goto(`${origin}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.notFound(path));
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    // By reference too.
    const byRef = `${prefix(locale)}/account/orders/${order!.order_ref}`;
    await page.goto(`${origin}${byRef}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.notFound(byRef));
    // And their own (empty) orders page is fine.
    await page.goto(`${origin}${prefix(locale)}/account/myorders`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.myOrders);
  });

  test(`(${locale}) logging out from an account page goes to the localized home`, async ({
    page,
    baseURL,
  }) => {
    const origin = originOf(baseURL, "salon");
    const text = TEXT[locale];
    await logInAs(page, origin);
    await page.goto(`${origin}${prefix(locale)}/account/statement`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.statement);
    const logout = page.waitForRequest((request) => request.url().endsWith("/ecommerce/api/snachoo/logout"));
    await page.getByRole("button", { name: text.logOut }).click();
    await logout;
    await expect(page).toHaveURL(locale === "ar" ? `${origin}/ar` : `${origin}/`);
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
    // The account is closed again: a first load of it goes home (spec §4).
    await page.goto(`${origin}${prefix(locale)}/account/profile`);
    await expect(page).toHaveURL(locale === "ar" ? `${origin}/ar` : `${origin}/`);
  });
}
