import { createMemoryStorage } from "@storefront/core/storage";
import { act, cleanup, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestStorefront, testPartner } from "../api/test-storefront.test-support";
import { AGE_VERIFIED_STORAGE_KEY, needsAgeVerification } from "./age-rule";
import { usePromptUserInfo } from "./user-info-prompt";

vi.setConfig({ testTimeout: 30_000 });

const adventure = { ...testPartner, cms_config: { site_config: '{"popup_age_verify":true}' } };
const phoneOnly = { id: "8", cust_name: "Omar", token: "t8", phone: "500000001", email: "" };

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("age verification (spec §4)", () => {
  it("follows core's rule; an unparsable config is ignored; a confirmation is remembered", () => {
    const storage = createMemoryStorage();
    expect(needsAgeVerification(adventure, storage)).toBe(true);
    for (const site_config of ['{"popup_age_verify":false}', "{popup_age_verify:true", "", "null"]) {
      expect(needsAgeVerification({ ...testPartner, cms_config: { site_config } }, storage)).toBe(false);
    }
    expect(needsAgeVerification(testPartner, storage)).toBe(false);
    expect(needsAgeVerification(null, storage)).toBe(false);
    storage.setItem(AGE_VERIFIED_STORAGE_KEY, "1");
    expect(needsAgeVerification(adventure, storage)).toBe(false);
  });

  it("asks, cannot be dismissed with Escape, and confirming closes it for good", async () => {
    const storage = createMemoryStorage();
    const mount = await createTestStorefront({ partner: adventure, storage });
    const user = userEvent.setup({ delay: null });
    const view = render(mount.wrap(null));
    const dialog = await screen.findByRole("dialog", { name: "Are you 18 or older?" });
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBe(dialog);
    await user.click(screen.getByRole("button", { name: "Yes, I am 18 or older" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(storage.getItem(AGE_VERIFIED_STORAGE_KEY)).toBe("1");
    view.unmount();
    render(mount.wrap(null));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is worded from kit's `dialogs` catalog, fetched with its code (Arabic)", async () => {
    // As in the app: only kit's `common` catalog is in before the first render.
    const mount = await createTestStorefront({ partner: adventure, locale: "ar", catalogs: "routes" });
    render(mount.wrap(null));
    expect(await screen.findByRole("dialog", { name: "هل عمرك 18 عامًا أو أكثر؟" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "نعم، عمري 18 عامًا أو أكثر" })).toBeTruthy();
  });

  it("holds the auth dialog back while it is open", async () => {
    vi.useFakeTimers();
    const mount = await createTestStorefront({ partner: adventure });
    render(mount.wrap(null));
    act(() => mount.session.openAuth());
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole("dialog", { name: "Log in" })).toBeNull();
    vi.useRealTimers();
  });

  it("is not shown to other partners", async () => {
    const mount = await createTestStorefront();
    render(mount.wrap(null));
    expect(screen.queryByTestId("age-verification")).toBeNull();
  });
});

describe("complete-your-info prompt (spec §4)", () => {
  it("shows at start for a user with a phone and no e-mail, and leads to the profile", async () => {
    const storage = createMemoryStorage({ user: JSON.stringify(phoneOnly) });
    const mount = await createTestStorefront({ storage, locale: "ar", pathname: "/ar" });
    const user = userEvent.setup({ delay: null });
    render(mount.wrap(null));
    const dialog = await screen.findByTestId("user-info-prompt");
    const button = dialog.querySelectorAll("button")[1] as HTMLButtonElement;
    await user.click(button);
    expect(mount.navigated).toEqual(["/ar/account/profile"]);
    expect(screen.queryByTestId("user-info-prompt")).toBeNull();
  });

  it("is not shown to users with an e-mail, nor to guests; on demand it re-checks", async () => {
    const storage = createMemoryStorage({
      user: JSON.stringify({ ...phoneOnly, email: "omar@example.com" }),
    });
    const mount = await createTestStorefront({ storage });
    const user = userEvent.setup({ delay: null });
    render(mount.wrap(null));
    expect(screen.queryByTestId("user-info-prompt")).toBeNull();
    const { result } = renderHook(() => usePromptUserInfo(), {
      wrapper: ({ children }) => mount.wrap(children),
    });
    expect(result.current()).toBe(false);

    act(() => mount.session.completeLogin(phoneOnly));
    expect(await screen.findAllByTestId("user-info-prompt")).not.toHaveLength(0);
    await user.click(screen.getAllByRole("button", { name: "Later" })[0] as HTMLElement);
    expect(screen.queryByTestId("user-info-prompt")).toBeNull();
    act(() => {
      expect(result.current()).toBe(true);
    });
    expect(await screen.findAllByTestId("user-info-prompt")).not.toHaveLength(0);
  });
});
