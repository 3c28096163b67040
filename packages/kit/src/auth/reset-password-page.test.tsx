import { createMemoryStorage } from "@storefront/core/storage";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fail, ok } from "../api/fetch-double.test-support";
import { createTestStorefront } from "../api/test-storefront.test-support";
import { authTypeAtom, showAuthAtom } from "../session/atoms";
import { ResetPasswordPage } from "./reset-password-page";
import { createResetPasswordRoute, validateResetPasswordSearch } from "./reset-password-route";

const token = "Abc_def-123456789012345678901234567890";

// Rendering Radix dialogs and typing in jsdom is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("/reset-password", () => {
  it("keeps only a string token from the query", () => {
    expect(validateResetPasswordSearch({ token: "abc", other: 1 })).toEqual({ token: "abc" });
    expect(validateResetPasswordSearch({ token: 42 })).toEqual({});
  });

  it("the route factory renders the page with the query's token", async () => {
    // Only kit's `common` catalog is in: the route's loader brings the page's wording.
    const mount = await createTestStorefront({ catalogs: "routes" });
    const root = createRootRoute({ component: Outlet });
    const router = createRouter({
      routeTree: root.addChildren([createResetPasswordRoute(root)]),
      history: createMemoryHistory({ initialEntries: [`/reset-password?token=${token}`] }),
      context: { ensureCatalogs: mount.ensureCatalogs },
    });
    await router.load();
    render(mount.wrap(<RouterProvider router={router} />));
    expect(await screen.findByRole("button", { name: "Save the new password" })).toBeTruthy();
  });

  it("sets the new password with the token, then offers the login", async () => {
    const mount = await createTestStorefront({ routes: { "POST /reset_password": ok(null) } });
    const user = userEvent.setup({ delay: null });
    render(mount.wrap(<ResetPasswordPage token={token} />));
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(screen.getByText("Enter your password.")).toBeTruthy();
    await user.type(screen.getByLabelText(/New password/), "brand-new-pass");
    await user.type(screen.getByLabelText(/Confirm password/), "brand-new-pass");
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(
      await screen.findByText("Your password has been changed. Log in with the new password."),
    ).toBeTruthy();
    expect(mount.double.calls[0]?.body).toEqual({ token, password: "brand-new-pass" });
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(mount.services.store.get(showAuthAtom)).toBe(true);
  });

  it("refuses a missing or malformed token, and a token the server does not know", async () => {
    const mount = await createTestStorefront({
      routes: { "POST /reset_password": fail(400, "invalid_reset_token") },
    });
    const user = userEvent.setup({ delay: null });
    const view = render(mount.wrap(<ResetPasswordPage token="nope" />));
    expect(screen.getByRole("alert").textContent).toBe(
      "This reset link is invalid or has expired. Ask for a new one.",
    );
    await user.click(screen.getByRole("button", { name: "Ask for a new link" }));
    expect(mount.services.store.get(authTypeAtom)).toBe("forgot-password");
    view.unmount();
    mount.session.closeAuth();

    render(mount.wrap(<ResetPasswordPage token={token} />));
    await user.type(screen.getByLabelText(/New password/), "brand-new-pass");
    await user.type(screen.getByLabelText(/Confirm password/), "brand-new-pass");
    await user.click(screen.getByRole("button", { name: "Save the new password" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Ask for a new link" })).toBeTruthy());
  });

  it("tells a logged-in user to log out first", async () => {
    const storage = createMemoryStorage({
      user: JSON.stringify({ id: "7", cust_name: "Sara", token: "t" }),
    });
    const mount = await createTestStorefront({ storage });
    render(mount.wrap(<ResetPasswordPage token={token} />));
    expect(
      screen.getByText("You are logged in. Log out first to reset the password of an account."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save the new password" })).toBeNull();
  });
});
