import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { demoAccount, renderAccountAt, setUpAccountPageTests } from "./account.test-support";

setUpAccountPageTests();

const renderAt = renderAccountAt;

const sidebar = () => screen.getByRole("navigation", { name: /Account|الحساب/ });

describe("the account layout", () => {
  it("redirects /account to the profile", async () => {
    const { router } = await renderAt("/account");
    await screen.findByRole("heading", { level: 1, name: "Profile" });
    expect(router.state.location.pathname).toBe("/account/profile");
  });

  it("has its own navigation, with the current page marked", async () => {
    await renderAt("/account/addresses");
    await screen.findByRole("heading", { level: 1, name: "Addresses" });
    const nav = sidebar();
    const links = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(links).toEqual(["Dashboard", "Profile", "Addresses", "My orders", "Returns", "Statement"]);
    expect(within(nav).getByRole("link", { name: "Addresses" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Statement" }).getAttribute("href")).toBe(
      "/account/statement",
    );
    expect(screen.getByText("Hello, Sara")).toBeTruthy();
    expect(screen.queryByRole("banner")).toBeTruthy();
  });

  it("shows Appointments for salon and hospital, and Orders received for a vendor", async () => {
    const data = demoAccount();
    data.profile.is_vendor = true;
    await renderAt("/account/dashboard", { partnerType: "salon", data });
    await screen.findByRole("heading", { level: 1, name: "Dashboard" });
    await waitFor(() =>
      expect(within(sidebar()).getByRole("link", { name: "Orders received" })).toBeTruthy(),
    );
    expect(within(sidebar()).getByRole("link", { name: "Appointments" }).getAttribute("href")).toBe(
      "/account/appointment",
    );
  });

  it("renders right to left in Arabic, with /ar links and mirrored arrows", async () => {
    await renderAt("/account/profile", { locale: "ar" });
    await screen.findByRole("heading", { level: 1, name: "الملف الشخصي" });
    const layout = document.querySelector("[data-slot=account-layout]");
    expect(layout?.getAttribute("dir")).toBe("rtl");
    const nav = sidebar();
    expect(within(nav).getByRole("link", { name: "العناوين" }).getAttribute("href")).toBe(
      "/ar/account/addresses",
    );
    const back = screen.getByRole("link", { name: "العودة إلى المتجر" });
    expect(back.getAttribute("href")).toBe("/ar");
    expect(back.querySelector("svg")?.getAttribute("class")).toContain("rtl:-scale-x-100");
    // Logical properties only: no physical left/right spacing in the layout.
    const classes = Array.from(layout?.querySelectorAll("[class]") ?? []).map(
      (el) => el.getAttribute("class") ?? "",
    );
    expect(classes.join(" ")).not.toMatch(/(^|\s)(ml|mr|pl|pr|left|right)-/);
  });

  it("opens the navigation in a sheet on small screens", async () => {
    const user = userEvent.setup();
    await renderAt("/account/profile");
    await screen.findByRole("heading", { level: 1, name: "Profile" });
    await user.click(screen.getByRole("button", { name: "Open the account menu" }));
    const sheet = await screen.findByRole("dialog", { name: "My account" });
    await user.click(within(sheet).getByRole("link", { name: "Returns" }));
    await screen.findByRole("heading", { level: 1, name: "Returns" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("logs out through the session and goes to the localized home", async () => {
    const user = userEvent.setup();
    const { server, session } = await renderAt("/account/profile", { locale: "ar" });
    await screen.findByRole("heading", { level: 1, name: "الملف الشخصي" });
    await user.click(screen.getByRole("button", { name: "تسجيل الخروج" }));
    await screen.findByRole("heading", { name: "Home page" });
    expect(session.getUser()).toBeNull();
    expect(server.calls.some((call) => call.path === "/logout")).toBe(true);
  });

  it("logs out when the server no longer accepts the customer's token", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    const { session, server } = await renderAt("/account/profile");
    await screen.findByRole("heading", { level: 1, name: "Profile" });
    // The password was changed on another device: this session's token is revoked.
    server.tokens.clear();
    await user.click(within(sidebar()).getByRole("link", { name: "Addresses" }));
    await screen.findByRole("heading", { name: "Home page" });
    expect(session.getUser()).toBeNull();
  });
});
