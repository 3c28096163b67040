import {
  accountApi,
  itemsText,
  type Locale,
  localized,
  logInAs,
  ordersOf,
  originOf,
  prefix,
  TEXT,
  unitsOf,
} from "./account-support";
import { expect, test } from "./fixtures";

// Issue 7: every account page shows the demo customer's seeded data (apps/api demo seed: orders —
// delivered and shipped —, a refunded return, two addresses, statement entries, and on salon four
// appointments), on retail and salon, in English and Arabic. Expected values are read from the API
// first (ids, refs and dates depend on when the seed ran).

const CASES: Array<{ host: "retail" | "salon"; locale: Locale }> = [
  { host: "retail", locale: "en" },
  { host: "retail", locale: "ar" },
  { host: "salon", locale: "en" },
  { host: "salon", locale: "ar" },
];

for (const { host, locale } of CASES) {
  test(`${host} (${locale}): every account page shows the demo customer's data`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = originOf(baseURL, host);
    const at = (path: string) => `${origin}${prefix(locale)}${path}`;
    const text = TEXT[locale];
    const { token } = await logInAs(page, origin);
    const orders = await ordersOf(page, token);
    expect(orders.length).toBeGreaterThanOrEqual(2);
    const returns = (
      await accountApi<{ items: { _id: string; return_ref: string }[] }>(page, "/account/returns", { token })
    ).body.data!.items;
    const demoReturn = returns.find((item) => item.return_ref === `RT-DEMO-${host.toUpperCase()}`);
    expect(demoReturn).toBeTruthy();
    const heading = page.getByRole("heading", { level: 1 });
    const nav = page.getByRole("navigation", { name: text.nav });

    // /account → the profile, with the account's own layout and navigation.
    await page.goto(at("/account"));
    await expect(page).toHaveURL(at("/account/profile"));
    await expect(heading).toHaveText(text.profile);
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    await expect(nav.getByRole("link", { name: text.profile })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("textbox", { name: text.firstName })).toHaveValue("Sara");
    await expect(page.getByRole("textbox", { name: text.email })).toHaveValue("demo@example.com");

    // The legacy profile address is the same page.
    await page.goto(at("/account/profileBkup"));
    await expect(heading).toHaveText(text.profile);

    // Dashboard: recent orders (and upcoming appointments on salon).
    await page.goto(at("/account/dashboard"));
    await expect(heading).toHaveText(text.dashboard);
    const recent = page.getByRole("list", { name: text.recentOrders });
    await expect(recent.getByText(orders[0]!.order_ref)).toBeVisible();
    if (host === "salon") {
      await expect(
        page.getByRole("list", { name: text.upcomingAppointments }).getByRole("article"),
      ).toHaveCount(2);
    }

    // Addresses: Home (the default) and Office.
    await page.goto(at("/account/addresses"));
    await expect(heading).toHaveText(text.addresses);
    const addresses = page.getByRole("list", { name: text.savedAddresses });
    await expect(addresses.getByRole("article", { name: "Home" })).toBeVisible();
    await expect(addresses.getByRole("article", { name: "Office" })).toBeVisible();
    await expect(addresses.getByRole("article", { name: "Home" })).toContainText("King Fahd Road 1200");

    // My orders: every order, newest first.
    await page.goto(at("/account/myorders"));
    await expect(heading).toHaveText(text.myOrders);
    const list = page.getByRole("list", { name: text.orders });
    for (const order of orders) {
      // Each row counts every unit of every line (a 2 + 1 order is "3 items", not "1 item").
      const row = list.getByRole("link", { name: text.order(order.order_ref) });
      await expect(row).toContainText(itemsText(unitsOf(order), locale));
    }

    // /account/orders is for vendors; the demo customer is sent to their own orders.
    await page.goto(at("/account/orders"));
    await expect(page).toHaveURL(at("/account/myorders"));
    await expect(heading).toHaveText(text.myOrders);

    // An order: its lines (localized names) and timeline.
    const delivered = orders.find((order) => order.status === "delivered")!;
    await page.goto(at(`/account/orders/${delivered._id}`));
    await expect(heading).toHaveText(text.order(delivered.order_ref));
    const items = page.getByRole("list", { name: text.items });
    for (const line of delivered.lines ?? []) {
      await expect(
        items.getByText(localized(line.name, line.name_lang, locale), { exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole("list", { name: text.timeline }).getByRole("listitem")).toHaveCount(4);

    // Returns: the refunded demo return, and its page.
    await page.goto(at("/account/returns"));
    await expect(heading).toHaveText(text.returns);
    const row = page.getByRole("link", { name: text.returnOf(demoReturn!.return_ref) });
    await expect(row).toContainText(text.refunded);
    await row.click();
    await expect(page).toHaveURL(at(`/account/returns/${demoReturn!._id}`));
    await expect(heading).toHaveText(text.returnOf(demoReturn!.return_ref));

    // Statement: every entry of the ledger.
    const statement = await accountApi<{
      entries: { description: string; description_lang: Record<string, string> }[];
    }>(page, "/account/statement", { token });
    await page.goto(at("/account/statement"));
    await expect(heading).toHaveText(text.statement);
    const rows = page.locator("[data-slot=statement-entry]");
    await expect(rows).toHaveCount(statement.body.data!.entries.length);
    await expect(rows.first()).toContainText(locale === "ar" ? "قسيمة هدية ترحيبية" : "Welcome gift voucher");

    // Appointments (salon): two upcoming, two past.
    if (host === "salon") {
      await page.goto(at("/account/appointment"));
      await expect(heading).toHaveText(text.appointments);
      const upcoming = page.getByRole("tabpanel", { name: text.upcoming });
      await expect(upcoming.getByRole("article")).toHaveCount(2);
      await expect(upcoming.getByRole("article").first()).toContainText(
        locale === "ar" ? "قص وتصفيف الشعر" : "Haircut & blow-dry",
      );
      await page.getByRole("tab", { name: text.past }).click();
      await expect(page.getByRole("tabpanel", { name: text.past }).getByRole("article")).toHaveCount(2);
      await expect(nav.getByRole("link", { name: text.appointments })).toBeVisible();
    } else {
      await expect(nav.getByRole("link", { name: text.appointments })).toHaveCount(0);
    }
  });
}
