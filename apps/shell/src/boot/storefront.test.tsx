import { msg } from "@lingui/core/macro";
import type { Partner } from "@storefront/core/contracts/partner";
import { createMemoryStorage } from "@storefront/core/storage";
import { checkoutLabel } from "@storefront/kit/locale";
import { defineVertical } from "@storefront/kit/vertical";
import { createMemoryHistory } from "@tanstack/react-router";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import comingSoon from "../verticals/coming-soon";
import { App } from "./app";
import { createStorefront } from "./create-storefront";

const salon: Partner = {
  business_id: 3,
  access_token: "tok",
  name: "Salon Demo",
  snachoo_settings: { type: "salon", url: "salon.localhost" },
  pages: ["about"],
  cms_config: {},
  currency: { code: "SAR", minor_digits: 2 },
};

// The error pages are a lazy chunk; load it once up front so no test waits on the first import.
beforeAll(() => import("@storefront/kit/errors"));

afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: each test starts without the locale cookie.
  document.cookie = "i18n_redirected=; Max-Age=0; Path=/";
});

async function mount(path: string, partner: Partner | null = salon) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const storefront = createStorefront({
    doc: document,
    partner,
    user: null,
    vertical: partner ? comingSoon : null,
    locale: path.startsWith("/ar") ? "ar" : "en",
    history,
  });
  await storefront.router.load();
  render(<App storefront={storefront} />);
  return { storefront, history };
}

const heading = () => screen.findByRole("heading", { level: 1 });

describe("the storefront of one mount", () => {
  it("mounts the partner's vertical on / with the partner's name", async () => {
    await mount("/");
    expect((await heading()).textContent).toBe("Salon Demo");
    expect(screen.getByTestId("coming-soon").textContent).toMatch(/coming soon/);
    expect(document.documentElement.lang).toBe("en");
    expect(document.documentElement.dir).toBe("ltr");
  });

  it("renders the header from the vertical's definition at once, linking only to mounted pages", async () => {
    await mount("/");
    await heading();
    const header = screen.getByRole("banner");
    const nav = within(header).getByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/", "/contact"]);
    // A salon may have a cart, a wishlist and a product search (spec §2), but the stand-in has none.
    expect(within(header).queryByRole("link", { name: /Cart|Wishlist/ })).toBeNull();
    expect(within(header).queryByRole("searchbox")).toBeNull();
  });

  it("merges the vertical's label overrides into its locale", async () => {
    const placeOrder = msg`Place order`;
    const vertical = defineVertical({
      ...comingSoon,
      loadCatalog: async () => ({ [placeOrder.id]: "Place order" }),
      labels: [{ replace: checkoutLabel, with: placeOrder, locales: ["en"] }],
    });
    const storefront = createStorefront({
      doc: document,
      partner: salon,
      user: null,
      vertical,
      locale: "en",
    });
    await storefront.activator.ensure("en");
    expect(storefront.i18n._(checkoutLabel)).toBe("Place order");
    expect(storefront.context.vertical).toBe(vertical);
  });

  it("keeps the session in the storage it is given (the mount takes localStorage in a task of its own)", () => {
    const user = { id: "7", cust_name: "Mona", token: "t-7" };
    const storage = createMemoryStorage({ user: JSON.stringify(user) });
    const storefront = createStorefront({
      doc: document,
      partner: salon,
      user: null,
      vertical: comingSoon,
      locale: "en",
      storage,
    });
    expect(storefront.services.storage).toBe(storage);
    expect(storefront.context.getUser()).toMatchObject(user);
    // Without one, the browser's localStorage, where no one is logged in.
    const plain = createStorefront({
      doc: document,
      partner: salon,
      user: null,
      vertical: comingSoon,
      locale: "en",
    });
    expect(plain.services.storage).toBe(window.localStorage);
    expect(plain.context.getUser()).toBeNull();
  });

  it("shows 'Page not found: {path}' with a link home for an unmatched path", async () => {
    await mount("/no/such/page");
    expect((await heading()).textContent).toBe("Page not found: /no/such/page");
    expect(screen.getByText("404")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go To Home Page" }).getAttribute("href")).toBe("/");
  });

  it("shows 'Page Not Found: {path}' for a route the partner type may not use", async () => {
    await mount("/categories");
    expect((await heading()).textContent).toBe("Page Not Found: /categories");
  });

  it("says it in Arabic, right to left, and the home link stays Arabic", async () => {
    await mount("/ar/categories");
    expect((await heading()).textContent).toBe("الصفحة غير موجودة: /ar/categories");
    expect(screen.getByRole("link", { name: "اذهب إلى الصفحة الرئيسية" }).getAttribute("href")).toBe("/ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.documentElement.lang).toBe("ar");
  });

  it("redirects /complete without order_ref to the localized root", async () => {
    const { history } = await mount("/ar/complete");
    expect(history.location.pathname).toBe("/ar");
    expect((await heading()).textContent).toBe("Salon Demo");
  });

  it("sends every path to /partner-not-found without a partner, and a partner away from it", async () => {
    const none = await mount("/cart", null);
    expect(none.history.location.pathname).toBe("/partner-not-found");
    expect((await heading()).textContent).toBe("Store not found");
    cleanup();
    const valid = await mount("/partner-not-found");
    expect(valid.history.location.pathname).toBe("/");
  });

  it("switches locale on the same page, with the cookie", async () => {
    const { storefront, history } = await mount("/no/such/page?x=1");
    await heading();
    await act(() => storefront.context.switchLocale("ar"));
    expect(history.location.pathname).toBe("/ar/no/such/page");
    expect(history.location.search).toBe("?x=1");
    expect(document.cookie).toContain("i18n_redirected=ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect((await screen.findByText(/الصفحة غير موجودة/)).textContent).toBe(
      "الصفحة غير موجودة: /ar/no/such/page",
    );
    expect(screen.getByRole("link", { name: "اذهب إلى الصفحة الرئيسية" }).getAttribute("href")).toBe("/ar");
    await act(() => storefront.context.switchLocale("en"));
    expect(history.location.pathname).toBe("/no/such/page");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Page not found: /no/such/page" }),
    ).toBeTruthy();
  });

  it("opens the auth dialog (through the bridge) instead of leaving the page for a protected route", async () => {
    const { storefront, history } = await mount("/");
    await heading();
    const requestLogin = vi.fn();
    storefront.authBridge.connect({ getUser: () => null, requestLogin });
    await act(() => storefront.router.navigate({ to: "/account/orders", search: { page: 2 } }));
    expect(requestLogin).toHaveBeenCalledWith("/account/orders?page=2");
    expect(history.location.pathname).toBe("/");
  });

  it("on first load sends a protected checkout path to the cart", async () => {
    const { history } = await mount("/checkout");
    expect(history.location.pathname).toBe("/cart");
  });

  it("keeps every mount's state apart", () => {
    const options = {
      doc: document,
      partner: salon,
      user: null,
      vertical: comingSoon,
      locale: "en" as const,
    };
    const a = createStorefront({ ...options, history: createMemoryHistory() });
    const b = createStorefront({ ...options, history: createMemoryHistory() });
    expect(a.store).not.toBe(b.store);
    expect(a.queryClient).not.toBe(b.queryClient);
    expect(a.i18n).not.toBe(b.i18n);
    expect(a.router).not.toBe(b.router);
    expect(a.authBridge).not.toBe(b.authBridge);
  });
});
