import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authDialogModule } from "../auth/auth-dialog-modules";
import { toasterModule } from "../feedback/lazy-toaster";
import { ageVerificationModule, userInfoPromptModule } from "../overlays/lazy-overlays";
import { createTestStorefront, testPartner } from "./test-storefront.test-support";

// The overlays and the toaster are fetched on first use (issue 8: no Radix in the first load).
// Each test file has its own module cache, so nothing here is loaded until a test needs it.

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const adventure = { ...testPartner, cms_config: { site_config: '{"popup_age_verify":true}' } };

describe("overlays and toasts load on first use", () => {
  it("fetch nothing for a page without an overlay or a toast", async () => {
    const mount = await createTestStorefront({ preloadOverlays: false });
    render(mount.wrap(<p>page</p>));
    await screen.findByText("page");
    expect(screen.queryByRole("region")).toBeNull();
    expect(toasterModule.current()).toBeNull();
    expect(authDialogModule.current()).toBeNull();
    expect(ageVerificationModule.current()).toBeNull();
    expect(userInfoPromptModule.current()).toBeNull();
  });

  it("show a toast queued before the toaster arrived, then later ones", async () => {
    const mount = await createTestStorefront({ preloadOverlays: false });
    render(mount.wrap(null));
    act(() => {
      mount.services.toaster.toast({ title: "Saved", variant: "success" });
    });
    expect(await screen.findByRole("region", { name: "Notifications (F8)" }, { timeout: 5000 })).toBeTruthy();
    expect((await screen.findAllByText("Saved", {}, { timeout: 3000 })).length).toBeGreaterThan(0);
    act(() => {
      mount.services.toaster.toast({ title: "Removed" });
    });
    expect(screen.getAllByText("Removed").length).toBeGreaterThan(0);
  });

  it("open the auth dialog with focus inside once requested", async () => {
    const mount = await createTestStorefront({ preloadOverlays: false });
    render(mount.wrap(null));
    act(() => mount.session.openAuth());
    const dialog = await screen.findByRole("dialog", { name: "Log in" }, { timeout: 5000 });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("hold the auth dialog behind the age gate while the gate's code loads", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const mount = await createTestStorefront({ partner: adventure, preloadOverlays: false });
    render(mount.wrap(null));
    act(() => mount.session.openAuth());
    act(() => vi.advanceTimersByTime(2000));
    vi.useRealTimers();
    const gate = await screen.findByRole("dialog", { name: "Are you 18 or older?" });
    expect(screen.queryByRole("dialog", { name: "Log in" })).toBeNull();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole("button", { name: "Yes, I am 18 or older" }));
    expect(gate.isConnected).toBe(false);
    expect(await screen.findByRole("dialog", { name: "Log in" }, { timeout: 5000 })).toBeTruthy();
  });
});
