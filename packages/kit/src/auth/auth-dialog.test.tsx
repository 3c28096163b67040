import { createMemoryStorage } from "@storefront/core/storage";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fail, ok } from "../api/fetch-double.test-support";
import { createTestStorefront } from "../api/test-storefront.test-support";
import { dialogCatalogs } from "../i18n";
import { showCloseButtonAtom } from "../session/atoms";
import { useAuthDialog } from "../session/hooks";

const demoUser = { _id: "7", name: "Sara", token: "tok-7", email: "demo@example.com", phone: null };
const storedUser = JSON.stringify({ id: "7", cust_name: "Sara", token: "tok-7", email: "demo@example.com" });

// Rendering Radix dialogs and typing in jsdom is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function OpenButton({ type }: { type?: "login" | "signup" | "guest-login" | "forgot-password" }) {
  const dialog = useAuthDialog();
  return (
    <button type="button" onClick={() => dialog.open(type, { navigateTo: "/checkout" })}>
      open
    </button>
  );
}

describe("the auth dialog's wording", () => {
  it("comes with its code when the dialog is first due (kit's `dialogs` catalog), in the page's locale", async () => {
    // As in the app: only kit's `common` catalog before the first render.
    const mount = await createTestStorefront({ locale: "ar", catalogs: "routes" });
    const catalogs = mount.services.featureCatalogs;
    expect(catalogs?.has(dialogCatalogs)).toBe(false);
    render(mount.wrap(<OpenButton />));
    act(() => mount.session.openAuth());
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
    expect(catalogs?.has(dialogCatalogs)).toBe(true);
    // The forms arrive a moment later (their own chunk), worded from the same catalog.
    expect(
      await within(dialog).findByRole("button", { name: "نسيت كلمة المرور؟" }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});

describe("auth dialog timing (spec §4, §9)", () => {
  it("appears about 500 ms after the flag turns true; the close button 150 ms later", async () => {
    const mount = await createTestStorefront();
    vi.useFakeTimers();
    render(mount.wrap(<OpenButton />));
    act(() => mount.session.openAuth());
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const dialog = screen.getByRole("dialog", { name: "Log in" });
    expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
    expect(mount.services.store.get(showCloseButtonAtom)).toBe(false);
    // Escape does not close it before the close button shows.
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByRole("dialog")).toBeTruthy();
    act(() => vi.advanceTimersByTime(149));
    expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(mount.services.store.get(showCloseButtonAtom)).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is never shown while a user is logged in", async () => {
    const mount = await createTestStorefront({ storage: createMemoryStorage({ user: storedUser }) });
    vi.useFakeTimers();
    render(mount.wrap(null));
    act(() => mount.session.openAuth("signup"));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("the router's requestLogin opens it with the target recorded", async () => {
    const mount = await createTestStorefront();
    vi.useFakeTimers();
    render(mount.wrap(null));
    act(() => mount.session.authHandler.requestLogin("/ar/account/orders"));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole("dialog", { name: "Log in" })).toBeTruthy();
  });
});

async function openDialog(type?: "login" | "signup" | "guest-login" | "forgot-password", routes = {}) {
  const mount = await createTestStorefront({ routes });
  const user = userEvent.setup({ delay: null });
  render(mount.wrap(<OpenButton type={type} />));
  await user.click(screen.getByRole("button", { name: "open" }));
  const dialog = await screen.findByRole("dialog", {}, { timeout: 2000 });
  // The forms are a lazy chunk fetched during the dialog's delay: wait until one is rendered.
  await waitFor(() => expect(dialog.querySelector("form")).not.toBeNull(), { timeout: 5000 });
  return { mount, user, dialog };
}

describe("login form", () => {
  it("says what is missing, and focuses the first invalid field", async () => {
    const { user, dialog, mount } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Log in" }));
    expect(within(dialog).getByText("Enter your e-mail address.")).toBeTruthy();
    expect(within(dialog).getByText("Enter your password.")).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/E-mail address/));
    await user.type(within(dialog).getByLabelText(/E-mail address/), "not-an-email");
    await user.click(within(dialog).getByRole("button", { name: "Log in" }));
    expect(within(dialog).getByText("Enter a valid e-mail address, like name@example.com.")).toBeTruthy();
    expect(mount.double.calls).toHaveLength(0);
  });

  it("shows the server's refusal in the form", async () => {
    const { user, dialog } = await openDialog("login", { "POST /login": fail(401, "invalid_credentials") });
    await user.type(within(dialog).getByLabelText(/E-mail address/), "demo@example.com");
    await user.type(within(dialog).getByLabelText(/Password/), "wrong-password");
    await user.click(within(dialog).getByRole("button", { name: "Log in" }));
    expect(await within(dialog).findByRole("alert")).toHaveProperty(
      "textContent",
      "The e-mail, phone number or password is not correct.",
    );
  });

  it("logs in by phone with the country code, closes and visits the target", async () => {
    const { user, dialog, mount } = await openDialog("login", {
      "POST /login": ok({ ...demoUser, email: "", phone: "500000001" }),
      "GET /get_cart_list": ok([]),
      "GET /get_wish_list": ok([]),
    });
    await user.click(within(dialog).getByRole("tab", { name: "Phone" }));
    const code = within(dialog).getByLabelText(/Country code/);
    expect((code as HTMLInputElement).value).toBe("+966");
    await user.type(within(dialog).getByLabelText(/Phone number/), "500 000 001");
    await user.type(within(dialog).getByLabelText(/Password/), "demo12345");
    await user.click(within(dialog).getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(screen.queryByTestId("auth-dialog")).toBeNull());
    expect(mount.double.calls[0]?.body).toEqual({
      phone: "500000001",
      country_code: "+966",
      password: "demo12345",
    });
    expect(mount.navigated).toEqual(["/checkout"]);
    expect(await screen.findByText("Welcome back, Sara.")).toBeTruthy();
    // A phone and no e-mail: the complete-your-info prompt follows.
    expect(await screen.findByRole("dialog", { name: "Complete your information" })).toBeTruthy();
  });
});

describe("sign-up form", () => {
  it("validates required fields, e-mail format, password length and confirmation, phone with code", async () => {
    const { user, dialog, mount } = await openDialog("signup");
    await user.click(within(dialog).getByRole("button", { name: "Create account" }));
    expect(within(dialog).getByText("Enter your first name.")).toBeTruthy();
    expect(within(dialog).getByText("Enter an e-mail address or a phone number.")).toBeTruthy();
    expect(within(dialog).getByText("Enter your password.")).toBeTruthy();
    expect(within(dialog).getByText("Enter the password again.")).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/First name/), "Sara");
    await user.type(within(dialog).getByLabelText(/E-mail address/), "sara@");
    await user.clear(within(dialog).getByLabelText(/Country code/));
    await user.type(within(dialog).getByLabelText(/Phone number/), "12");
    await user.type(within(dialog).getByLabelText(/^Password/), "short");
    await user.type(within(dialog).getByLabelText(/Confirm password/), "shorter");
    await user.click(within(dialog).getByRole("button", { name: "Create account" }));
    expect(within(dialog).getByText("Enter a valid e-mail address, like name@example.com.")).toBeTruthy();
    expect(within(dialog).getByText("Enter the country code.")).toBeTruthy();
    expect(
      within(dialog).getByText("Enter a phone number of 5 to 15 digits, without the country code."),
    ).toBeTruthy();
    expect(within(dialog).getByText("Use at least 8 characters for the password.")).toBeTruthy();
    expect(within(dialog).getByText("The passwords do not match.")).toBeTruthy();
    expect(mount.double.calls).toHaveLength(0);
  });

  it("puts 'e-mail taken' on the e-mail field", async () => {
    const { user, dialog } = await openDialog("signup", { "POST /signup": fail(409, "email_taken") });
    await user.type(within(dialog).getByLabelText(/First name/), "Sara");
    await user.type(within(dialog).getByLabelText(/E-mail address/), "demo@example.com");
    await user.type(within(dialog).getByLabelText(/^Password/), "long-enough");
    await user.type(within(dialog).getByLabelText(/Confirm password/), "long-enough");
    await user.click(within(dialog).getByRole("button", { name: "Create account" }));
    expect(
      await within(dialog).findByText("An account with this e-mail address already exists. Log in instead."),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/E-mail address/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
  });
});

describe("e-mail and phone fields", () => {
  it("read left to right in every form, so an Arabic page keeps 'name@' and '+966' in order", async () => {
    const login = await openDialog("login");
    expect(
      within(login.dialog)
        .getByLabelText(/E-mail address/)
        .getAttribute("dir"),
    ).toBe("ltr");
    await login.user.click(within(login.dialog).getByRole("button", { name: "Forgot your password?" }));
    expect(screen.getByLabelText(/E-mail address/).getAttribute("dir")).toBe("ltr");
    cleanup();
    const signup = await openDialog("signup");
    for (const label of [/E-mail address/, /Country code/, /Phone number/]) {
      expect(within(signup.dialog).getByLabelText(label).getAttribute("dir")).toBe("ltr");
    }
  });
});

describe("forgot password and mode switches", () => {
  it("sends the e-mail and shows a neutral confirmation", async () => {
    const { user, dialog, mount } = await openDialog("login", { "POST /forgot_password": ok(null) });
    await user.click(within(dialog).getByRole("button", { name: "Forgot your password?" }));
    expect(screen.getByRole("dialog", { name: "Reset your password" })).toBeTruthy();
    await user.type(screen.getByLabelText(/E-mail address/), "nobody@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByTestId("forgot-sent")).toHaveProperty(
      "textContent",
      expect.stringContaining("If an account exists for nobody@example.com"),
    );
    expect(mount.double.calls[0]?.body).toEqual({ email: "nobody@example.com" });
    await user.click(screen.getByRole("button", { name: "Back to log in" }));
    expect(screen.getByRole("dialog", { name: "Log in" })).toBeTruthy();
  });

  it("continues as a guest", async () => {
    const { user, dialog, mount } = await openDialog("guest-login", {
      "POST /guest_login": ok({ ...demoUser, name: "Guest", is_guest: true, token: "g" }),
    });
    await user.click(within(dialog).getByRole("button", { name: "Continue as guest" }));
    await waitFor(() => expect(mount.session.getUser()?.is_guest).toBe(true));
    expect(screen.queryByTestId("auth-dialog")).toBeNull();
  });

  it("any other type opens the login", async () => {
    const mount = await createTestStorefront();
    render(mount.wrap(null));
    act(() => mount.session.openAuth("register"));
    expect(await screen.findByRole("dialog", { name: "Log in" }, { timeout: 2000 })).toBeTruthy();
  });
});
