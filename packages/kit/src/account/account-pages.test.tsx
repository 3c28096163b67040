import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { demoAccount, emptyAccount, renderAccountAt, setUpAccountPageTests } from "./account.test-support";

setUpAccountPageTests();

/** Text with its spaces (no-break ones, direction marks) made plain. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/[\s\u200e\u200f]+/g, " ").trim();

const renderAt = renderAccountAt;

/** The personal-details form (the password form below it has a "Current password" field too). */
const profileForm = () =>
  within(document.querySelector<HTMLElement>('[data-slot="profile-form"]') ?? document.body);

describe("/account/dashboard", () => {
  it("sums up recent orders, returns in progress, upcoming appointments and the balance", async () => {
    const data = demoAccount();
    data.returns[0]!.status = "approved";
    await renderAt("/account/dashboard", { partnerType: "salon", data });
    await screen.findByRole("heading", { level: 1, name: "Dashboard" });
    expect(await screen.findByText("SAR 89.00", { selector: "[data-slot=dashboard-balance]" })).toBeTruthy();
    const recent = await screen.findByRole("list", { name: "Recent orders" });
    expect(within(recent).getAllByRole("link")).toHaveLength(3);
    const returns = screen.getByRole("list", { name: "Returns in progress" });
    expect(within(returns).getByText("RT-DEMO-RETAIL")).toBeTruthy();
    const appointments = screen.getByRole("list", { name: "Upcoming appointments" });
    expect(within(appointments).getAllByRole("article")).toHaveLength(2);
  });

  it("has no appointments on a retail partner, and says when nothing is in progress", async () => {
    await renderAt("/account/dashboard");
    await screen.findByRole("heading", { level: 1, name: "Dashboard" });
    expect(await screen.findByText("No returns in progress.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Upcoming appointments" })).toBeNull();
  });

  it("shows an error in one part without failing the others", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderAt("/account/dashboard", { fail: ["GET /account/statement"] });
    await screen.findByRole("heading", { level: 1, name: "Dashboard" });
    const alert = await screen.findByRole("alert");
    expect(alert.closest("[data-slot=card]")?.querySelector("h2")?.textContent).toBe("Balance");
    expect(await screen.findByRole("list", { name: "Recent orders" })).toBeTruthy();
  });

  it("has empty states", async () => {
    await renderAt("/account/dashboard", { partnerType: "hospital", data: emptyAccount() });
    expect(await screen.findByText("You have not ordered anything yet.")).toBeTruthy();
    expect(screen.getByText("You have no upcoming appointments.")).toBeTruthy();
    expect(screen.getByText("SAR 0.00")).toBeTruthy();
  });
});

describe("/account/profile", () => {
  it("shows and saves the profile, and the stored user follows", async () => {
    const user = userEvent.setup();
    const { server, session } = await renderAt("/account/profile");
    await screen.findByRole("heading", { level: 1, name: "Profile" });
    const first = screen.getByRole("textbox", { name: /First name/ });
    expect((first as HTMLInputElement).value).toBe("Sara");
    expect((screen.getByRole("textbox", { name: "Last name" }) as HTMLInputElement).value).toBe("Al-Harbi");
    expect((screen.getByRole("textbox", { name: "E-mail" }) as HTMLInputElement).value).toBe(
      "demo@example.com",
    );
    expect((screen.getByRole("textbox", { name: "Country code" }) as HTMLInputElement).value).toBe("+966");
    expect((screen.getByRole("textbox", { name: "Phone" }) as HTMLInputElement).value).toBe("500000000");
    await user.clear(first);
    await user.type(first, "Sarah");
    await user.type(screen.getByRole("textbox", { name: "Avatar URL" }), "/images/avatars/sarah.png");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Your profile is saved.", { selector: "span" })).toBeTruthy();
    expect(server.calls.find((call) => call.method === "PUT")?.body).toEqual({
      name: "Sarah",
      cust_last_name: "Al-Harbi",
      email: "demo@example.com",
      phone: "500000000",
      country_code_ph1: "966",
      avatar: "/images/avatars/sarah.png",
    });
    expect(session.getUser()).toMatchObject({
      cust_name: "Sarah",
      token: "ct-demo",
      avatar: "/images/avatars/sarah.png",
    });
    expect(screen.getByText("Hello, Sarah")).toBeTruthy();
  });

  it("validates before sending", async () => {
    const user = userEvent.setup();
    const { server } = await renderAt("/account/profile");
    await screen.findByRole("heading", { level: 1, name: "Profile" });
    await user.clear(screen.getByRole("textbox", { name: /First name/ }));
    await user.clear(screen.getByRole("textbox", { name: "E-mail" }));
    await user.type(screen.getByRole("textbox", { name: "Phone" }), "x");
    await user.type(screen.getByRole("textbox", { name: "Avatar URL" }), "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(screen.getByRole("textbox", { name: /First name/ }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("This field is required")).toBeTruthy();
    expect(screen.getByText("Enter your e-mail address")).toBeTruthy();
    expect(screen.getByText("Enter 5 to 15 digits")).toBeTruthy();
    expect(screen.getByText(/Use a picture of this store/, { selector: "[role=alert]" })).toBeTruthy();
    expect(server.calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("lets a phone-only customer add an e-mail, which clears the complete-your-info prompt", async () => {
    const user = userEvent.setup();
    const data = demoAccount();
    data.profile = { ...data.profile, name: "Omar", email: "", user_name: "500000001", phone: "500000001" };
    const { session } = await renderAt("/account/profile", {
      data,
      user: {
        id: "1",
        cust_name: "Omar",
        token: "ct-demo",
        phone: "500000001",
        email: "",
        country_code_ph1: "966",
      },
    });
    await screen.findByRole("heading", { level: 1, name: "Profile" });
    expect(session.promptUserInfo()).toBe(true);
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), "omar@example.com");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    // A new e-mail is what the account logs in with: the current password is asked first.
    expect(
      await screen.findByText("Enter your current password to change your e-mail or phone"),
    ).toBeTruthy();
    await user.type(profileForm().getByLabelText(/^Current password/), "demo12345");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText("Your profile is saved.", { selector: "span" });
    expect(session.getUser()?.email).toBe("omar@example.com");
    expect(session.promptUserInfo()).toBe(false);
  });

  it("says when the e-mail belongs to another account", async () => {
    const user = userEvent.setup();
    await renderAt("/account/profile");
    await screen.findByRole("heading", { level: 1, name: "Profile" });
    const email = screen.getByRole("textbox", { name: "E-mail" });
    await user.clear(email);
    await user.type(email, "taken@example.com");
    await user.type(profileForm().getByLabelText(/^Current password/), "demo12345");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("An account with this e-mail address already exists.")).toBeTruthy();
  });

  it("is also at the legacy /account/profileBkup", async () => {
    await renderAt("/account/profileBkup");
    await screen.findByRole("heading", { level: 1, name: "Profile" });
    expect(
      screen.getByRole("navigation", { name: "Account" }).querySelector("[aria-current=page]")?.textContent,
    ).toBe("Profile");
  });
});

describe("/account/addresses", () => {
  it("lists the addresses, the default first", async () => {
    await renderAt("/account/addresses");
    const list = await screen.findByRole("list", { name: "Saved addresses" });
    const cards = within(list).getAllByRole("article");
    expect(cards.map((card) => card.getAttribute("aria-label"))).toEqual(["Home", "Office"]);
    expect(within(cards[0]!).getByText("Default")).toBeTruthy();
    expect(within(cards[0]!).getByText("+966 500000000")).toBeTruthy();
    expect(within(cards[1]!).getByRole("button", { name: "Make Office the default address" })).toBeTruthy();
  });

  it("has an empty state", async () => {
    await renderAt("/account/addresses", { data: emptyAccount() });
    expect(await screen.findByText("You have no saved addresses yet.")).toBeTruthy();
  });

  it("validates the address form, then adds the address", async () => {
    const user = userEvent.setup();
    const { server } = await renderAt("/account/addresses");
    await screen.findByRole("list", { name: "Saved addresses" });
    await user.click(screen.getByRole("button", { name: "Add an address" }));
    const dialog = await screen.findByRole("dialog", { name: "New address" });
    await user.type(within(dialog).getByRole("textbox", { name: "Phone" }), "12ab");
    await user.type(within(dialog).getByRole("textbox", { name: "Country code" }), "+99999");
    await user.type(within(dialog).getByRole("textbox", { name: "Postal code" }), "12_34");
    await user.click(within(dialog).getByRole("button", { name: "Add address" }));
    const errors = within(dialog)
      .getAllByRole("alert")
      .map((alert) => alert.textContent);
    // The same form and messages as the checkout's (kit/address, core's checkAddress).
    expect(errors).toEqual([
      "Enter the recipient's name.",
      "Enter a country code such as +966.",
      "Enter a phone number of 5 to 15 digits, without the country code.",
      "Enter the street and building.",
      "Enter the city.",
      "Enter a postal code of letters, digits, spaces or dashes (at most 12).",
      "Enter the country.",
    ]);
    expect(server.calls.some((call) => call.method === "POST")).toBe(false);

    const field = (name: RegExp | string) => within(dialog).getByRole("textbox", { name });
    await user.type(field("Label (Home, Office…)"), "Parents");
    await user.type(field("Full name"), "Sara Al-Harbi");
    await user.clear(field("Country code"));
    await user.type(field("Country code"), "+966");
    await user.clear(field("Phone"));
    await user.type(field("Phone"), "055 123 4567");
    await user.type(field(/^Address line 1/), "Tahlia Street 9");
    await user.type(field("City"), "Jeddah");
    await user.clear(field("Postal code"));
    await user.type(field("Postal code"), "23434");
    await user.type(field("Country"), "SA");
    await user.click(within(dialog).getByRole("button", { name: "Add address" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls.find((call) => call.method === "POST")?.body).toEqual({
      label: "Parents",
      name: "Sara Al-Harbi",
      phone: "0551234567",
      country_code: "966",
      line1: "Tahlia Street 9",
      line2: null,
      city: "Jeddah",
      region: null,
      postal_code: "23434",
      country: "SA",
      is_default: false,
    });
    const list = await screen.findByRole("list", { name: "Saved addresses" });
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(3));
  });

  it("edits, makes default and deletes an address", async () => {
    const user = userEvent.setup();
    const { server } = await renderAt("/account/addresses");
    const list = await screen.findByRole("list", { name: "Saved addresses" });
    await user.click(within(list).getByRole("button", { name: "Edit Office" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit address" });
    const city = within(dialog).getByRole("textbox", { name: "City" });
    expect((city as HTMLInputElement).value).toBe("Riyadh");
    await user.clear(city);
    await user.type(city, "Dammam");
    await user.click(within(dialog).getByRole("button", { name: "Save address" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls.find((call) => call.method === "PUT")?.path).toBe("/account/addresses/2");
    expect(await within(list).findByText(/Dammam/)).toBeTruthy();

    await user.click(within(list).getByRole("button", { name: "Make Office the default address" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Saved addresses" }))
          .getAllByRole("article")[0]
          ?.getAttribute("aria-label"),
      ).toBe("Office"),
    );

    await user.click(screen.getByRole("button", { name: "Delete Home" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete this address?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete address" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Saved addresses" })).getAllByRole("article"),
      ).toHaveLength(1),
    );
    expect(server.calls.find((call) => call.method === "DELETE")?.path).toBe("/account/addresses/1");
  });
});

describe("/account/returns", () => {
  it("lists the returns with their status, and opens one", async () => {
    const user = userEvent.setup();
    await renderAt("/account/returns");
    const list = await screen.findByRole("list", { name: "Returns" });
    const row = within(list).getByRole("link", { name: "Return RT-DEMO-RETAIL" });
    expect(within(row).getByText("Refunded")).toBeTruthy();
    expect(within(row).getByText("Damaged")).toBeTruthy();
    expect(within(row).getByText("SAR 59.00")).toBeTruthy();
    await user.click(row);
    expect(await screen.findByRole("heading", { level: 1, name: "Return RT-DEMO-RETAIL" })).toBeTruthy();
    expect(screen.getByText("The box arrived crushed.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "SF-260506-A1" }).getAttribute("href")).toBe(
      "/account/orders/101",
    );
    const steps = within(screen.getByRole("list", { name: "Progress" })).getAllByRole("listitem");
    expect(steps[3]?.getAttribute("aria-current")).toBe("step");
  });

  it("has an empty state", async () => {
    await renderAt("/account/returns", { data: emptyAccount() });
    expect(await screen.findByText("You have no returns.")).toBeTruthy();
  });

  it("is the 404 page for a return that is not the customer's", async () => {
    await renderAt("/ar/account/returns/77".replace("/ar", ""), { locale: "ar" });
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("الصفحة غير موجودة: /ar/account/returns/77");
  });
});

describe("/account/appointment", () => {
  it("shows upcoming and past bookings, and cancels one", async () => {
    const user = userEvent.setup();
    const data = demoAccount();
    const { server } = await renderAt("/account/appointment", { partnerType: "salon", data });
    await screen.findByRole("heading", { level: 1, name: "Appointments" });
    const upcoming = screen.getByRole("tabpanel", { name: "Upcoming" });
    const cards = within(upcoming).getAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText("With Layla")).toBeTruthy();
    expect(within(cards[0]!).getByText("Booked")).toBeTruthy();
    expect(within(cards[0]!).getByText("SAR 120.00")).toBeTruthy();
    // In the partner's zone (Riyadh, UTC+3), named, whatever the reader's zone.
    const start = data.appointments[0]!.starts_at;
    const riyadh = new Intl.DateTimeFormat("en", {
      timeZone: "Asia/Riyadh",
      hour: "numeric",
      minute: "2-digit",
    }).format(new Date(start));
    expect(cards[0]!.querySelector(`time[datetime="${start}"]`)?.textContent).toContain(riyadh);
    expect(within(cards[0]!).getByText("(Saudi Arabia Time)")).toBeTruthy();
    expect(within(cards[0]!).getByText(/^Free cancellation until /)).toBeTruthy();
    expect(within(cards[1]!).getByText("Offer: 20% off")).toBeTruthy();
    await user.click(within(cards[0]!).getByRole("button", { name: "Cancel Haircut" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this appointment?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel appointment" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls.some((call) => call.path === "/booking/appointments/1/cancel")).toBe(true);
    await waitFor(() => expect(within(upcoming).getAllByText("Cancelled")).toHaveLength(1));

    await user.click(screen.getByRole("tab", { name: "Past" }));
    const past = screen.getByRole("tabpanel", { name: "Past" });
    expect(within(past).getAllByRole("article")).toHaveLength(2);
    expect(within(past).queryByRole("button", { name: /Cancel/ })).toBeNull();
  });

  it("reschedules one to a free time of another day; a time taken meanwhile is said in the dialog", async () => {
    const user = userEvent.setup();
    const data = demoAccount();
    const { server } = await renderAt("/account/appointment", { partnerType: "salon", data });
    await screen.findByRole("heading", { level: 1, name: "Appointments" });
    const upcoming = screen.getByRole("tabpanel", { name: "Upcoming" });
    const [card] = within(upcoming).getAllByRole("article");
    await user.click(within(card!).getByRole("button", { name: "Reschedule Haircut" }));
    const dialog = await screen.findByRole("dialog", { name: "Reschedule this appointment" });
    const move = within(dialog).getByRole("button", { name: "Move appointment" });
    expect((move as HTMLButtonElement).disabled).toBe(true);
    const days = await within(dialog).findByRole("list", { name: "Next free days" });
    await user.click(within(days).getAllByRole("button")[1]!);
    const times = await within(dialog).findByRole("list", { name: "Free times" });
    const [nine, , eleven] = within(times).getAllByRole("button");
    // Taken meanwhile: the API's refusal shows, the dialog stays.
    await user.click(eleven!);
    await user.click(move);
    expect(await within(dialog).findByRole("alert")).toBeTruthy();
    await user.click(nine!);
    await user.click(move);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const moved = server.calls.filter((call) => call.path === "/booking/appointments/1/reschedule");
    expect(moved).toHaveLength(2);
    expect(moved[1]!.body).toMatchObject({ staff_id: "1", starts_at: expect.stringContaining("T09:00") });
    // The list says it (the toast is the mount's: e2e/booking-reschedule.spec.ts).
    const start = data.appointments[0]!.starts_at;
    expect(start).toContain("T09:00:00.000Z");
    await waitFor(() => expect(card!.querySelector(`time[datetime="${start}"]`)).toBeTruthy());
  });

  it("has empty states", async () => {
    await renderAt("/account/appointment", { partnerType: "hospital", data: emptyAccount() });
    expect(await screen.findByText("You have no upcoming appointments.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book an appointment" }).getAttribute("href")).toBe("/booking");
  });

  it("has an error state", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderAt("/account/appointment", { partnerType: "salon", fail: ["GET /account/appointments"] });
    expect(await screen.findByRole("alert")).toBeTruthy();
  });
});

describe("/account/statement", () => {
  it("shows the ledger with its running balance", async () => {
    await renderAt("/account/statement");
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => plain(row.querySelector("[data-slot=entry-balance]")?.textContent))).toEqual([
      "SAR 50.00",
      "-SAR 114.00",
      "SAR 50.00",
      "SAR 109.00",
      "SAR 89.00",
    ]);
    expect(within(rows[1]!).getByText("Order SF-260506-A1")).toBeTruthy();
    expect(plain(document.querySelector("[data-slot=opening-balance]")?.textContent)).toBe("SAR 0.00");
    expect(plain(document.querySelector("[data-slot=closing-balance]")?.textContent)).toBe("SAR 89.00");
    expect(screen.getByText("Charged: SAR 184.00")).toBeTruthy();
    expect(screen.getByText("Credited: SAR 273.00")).toBeTruthy();
  });

  it("filters by date from the URL, with the opening balance before the period", async () => {
    const { server } = await renderAt("/account/statement?from=2026-05-10&to=2026-06-30");
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => plain(row.querySelector("[data-slot=entry-balance]")?.textContent))).toEqual([
      "SAR 109.00",
      "SAR 89.00",
    ]);
    expect(plain(document.querySelector("[data-slot=opening-balance]")?.textContent)).toBe("SAR 50.00");
    const call = server.calls.find((c) => c.path === "/account/statement");
    expect(call?.query.get("from")).toBe("2026-05-10");
    expect(call?.query.get("to")).toBe("2026-06-30");
  });

  it("applies the date picked in the filter", async () => {
    const user = userEvent.setup();
    const { router, server } = await renderAt("/account/statement?from=2026-06-01");
    await screen.findByRole("table");
    expect(screen.getByRole("button", { name: /From/ }).textContent).toContain("Jun 1, 2026");
    await user.click(screen.getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(6));

    await user.click(screen.getByRole("button", { name: /To/ }));
    const calendar = await screen.findByRole("dialog", { name: "Calendar" });
    const days = within(calendar)
      .getAllByRole("button")
      .filter((button) => /\d/.test(button.textContent ?? ""));
    await user.click(days[0]!);
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(router.state.location.search).toHaveProperty("to"));
    expect(server.calls.at(-1)?.query.get("to")).toBe((router.state.location.search as { to: string }).to);
  });

  it("refuses a start after the end", async () => {
    await renderAt("/account/statement?from=2026-06-10&to=2026-06-01");
    await screen.findByRole("table");
    // The invalid range in the URL is dropped to its end date.
    expect(screen.getByRole("button", { name: /From/ }).textContent).toContain("Choose a date");
  });

  it("has an empty state for a period without entries", async () => {
    await renderAt("/account/statement?from=2020-01-01&to=2020-01-31");
    expect(await screen.findByText("No entries in this period.")).toBeTruthy();
  });

  it("has an error state", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderAt("/account/statement", { fail: ["GET /account/statement"] });
    expect(await screen.findByRole("alert")).toBeTruthy();
  });
});
