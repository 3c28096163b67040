import { accountApi, type Locale, logInAs, ordersOf, originOf, prefix, TEXT } from "./account-support";
import { expect, test } from "./fixtures";

// Issue 7: changes made from the account pages reach the real server — an address is added and
// removed; a return is created from a delivered order and then shows in the returns.

// The shopper's device is in Jeddah, and "use my location" is allowed.
test.use({ geolocation: { latitude: 21.54, longitude: 39.17 }, permissions: ["geolocation"] });

const CASES: Array<{ host: "retail" | "salon"; locale: Locale }> = [
  { host: "retail", locale: "en" },
  { host: "salon", locale: "ar" },
];

for (const { host, locale } of CASES) {
  test(`${host} (${locale}): an address is added, then removed`, async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const origin = originOf(baseURL, host);
    const text = TEXT[locale];
    const { token } = await logInAs(page, origin);
    // A label of its own: tests running in parallel share the demo customer.
    const label = `E2E ${locale} ${Date.now().toString(36)}`;

    await page.goto(`${origin}${prefix(locale)}/account/addresses`);
    await page.getByRole("button", { name: text.addAddress }).first().click();
    const dialog = page.getByRole("dialog", { name: text.newAddress });
    await dialog.getByRole("textbox", { name: text.label }).fill(label);
    await dialog.getByRole("textbox", { name: text.fullName }).fill("Sara Al-Harbi");
    await dialog.getByRole("textbox", { name: text.countryCode }).fill("+966");
    await dialog.getByRole("textbox", { name: text.phone, exact: true }).fill("500000222");
    await dialog.getByRole("textbox", { name: text.line1 }).fill("Tahlia Street 9");
    // The device is in Jeddah (the browser's geolocation, emulated): city and country fill in.
    await dialog.getByRole("button", { name: text.useMyLocation }).click();
    await expect(dialog.getByRole("textbox", { name: text.city })).toHaveValue(text.jeddah);
    await expect(dialog.getByRole("textbox", { name: text.country, exact: true })).toHaveValue("SA");
    await dialog.getByRole("button", { name: text.submitAddress }).click();
    await expect(dialog).toBeHidden();

    const card = page.getByRole("list", { name: text.savedAddresses }).getByRole("article", { name: label });
    await expect(card).toContainText("Tahlia Street 9");
    const saved = await accountApi<{ label: string | null }[]>(page, "/account/addresses", { token });
    expect(saved.body.data!.some((address) => address.label === label)).toBe(true);

    await card.getByRole("button", { name: text.deleteAddressOf(label) }).click();
    const confirm = page.getByRole("dialog", { name: text.deleteConfirm });
    await confirm.getByRole("button", { name: text.deleteAddress }).click();
    await expect(card).toHaveCount(0);
    const after = await accountApi<{ label: string | null }[]>(page, "/account/addresses", { token });
    expect(after.body.data!.some((address) => address.label === label)).toBe(false);
    await expect(page.getByRole("article", { name: "Home" })).toBeVisible();
  });

  test(`${host} (${locale}): a return is created from a delivered order and shows in the returns`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const origin = originOf(baseURL, host);
    const text = TEXT[locale];
    const at = (path: string) => `${origin}${prefix(locale)}${path}`;
    const { token } = await logInAs(page, origin);
    // Only delivered orders can be returned (the API's rule); the seed has some on every shop.
    const order = (await ordersOf(page, token)).find((candidate) => candidate.can_return);
    expect(order, "a delivered order with something left to return").toBeTruthy();
    const line = order!.lines!.find((candidate) => candidate.returnable_qty > 0)!;

    await page.goto(at(`/account/orders/${order!._id}`));
    await page.getByRole("button", { name: text.returnItems }).click();
    const dialog = page.getByRole("dialog", { name: text.returnItems });
    const quantities = dialog.getByRole("spinbutton");
    const count = await quantities.count();
    for (let index = 0; index < count; index++) await quantities.nth(index).fill("0");
    const lineIndex = order!.lines!.filter((candidate) => candidate.returnable_qty > 0).indexOf(line);
    await quantities.nth(lineIndex).fill("1");
    await dialog.getByRole("combobox", { name: text.reason }).click();
    await page.getByRole("option", { name: text.damaged }).click();
    await dialog.getByRole("button", { name: text.requestReturn }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/account/returns/\\d+$`));
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText(text.returnOf("").trim());
    const ref = (await heading.locator("span[dir=ltr]").textContent())!.trim();
    await expect(page.locator("[data-slot=return-status]")).toHaveText(text.requested);

    await page.getByRole("link", { name: text.allReturns }).click();
    await expect(page).toHaveURL(at("/account/returns"));
    await expect(page.getByRole("link", { name: text.returnOf(ref) })).toContainText(text.requested);
    const returns = await accountApi<{ items: { return_ref: string; order_id: string }[] }>(
      page,
      "/account/returns",
      { token },
    );
    expect(returns.body.data!.items.find((item) => item.return_ref === ref)?.order_id).toBe(order!._id);
  });
}
