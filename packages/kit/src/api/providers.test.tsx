import { I18nProvider } from "@lingui/react";
import { createMemoryStorage } from "@storefront/core/storage";
import { act, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";
import { activateLocale, createI18n, loadKitCatalog } from "../i18n";
import { createAuthBridge } from "../routing/auth-bridge";
import { navigateToAtom, showAuthAtom } from "../session/atoms";
import { useSession } from "../session/context";
import type { Session } from "../session/create-session";
import { useCartCount, useUser, useWishlistCount } from "../session/hooks";
import { useApiClient } from "./context";
import { createFetchDouble, ok } from "./fetch-double.test-support";
import { StorefrontProviders } from "./providers";
import { createStorefrontServices } from "./services";
import { testPartner } from "./test-storefront.test-support";

vi.setConfig({ testTimeout: 30_000 });

function Counters() {
  const user = useUser();
  useApiClient();
  return (
    <p>
      {user?.cust_name ?? "guest"} cart {useCartCount()} wishlist {useWishlistCount()}
    </p>
  );
}

let grabbed: Session | null = null;
function Grab() {
  grabbed = useSession();
  return null;
}

describe("StorefrontProviders", () => {
  it("creates the services from props, fetches a stored user's lists, and wires the auth bridge", async () => {
    const i18n = createI18n();
    await activateLocale(i18n, "en", [loadKitCatalog]);
    const double = createFetchDouble({
      "GET /get_cart_list": ok([
        { product_id: "1", name: "Tea", price: 2, qty: 2 },
        { product_id: "2", name: "Cake", price: 5, qty: 3 },
      ]),
      "GET /get_wish_list": ok([{ product_id: "3", name: "Mug", price: 9, qty: 1 }]),
    });
    const bridge = createAuthBridge(() => null);
    bridge.requestLogin("/checkout"); // before the session connected (a guard on first load)
    const storage = createMemoryStorage({
      user: JSON.stringify({ id: "7", cust_name: "Sara", token: "tok-7" }),
    });
    render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <StorefrontProviders
            partner={testPartner}
            initialUser={null}
            fetch={double.fetch}
            storage={storage}
            origin="http://retail.localhost"
            win={null}
            authBridge={bridge}
          >
            <Counters />
            <Grab />
          </StorefrontProviders>
        </I18nProvider>
      </StrictMode>,
    );
    expect(await screen.findByText("Sara cart 5 wishlist 1")).toBeTruthy();
    expect(double.calls.filter((call) => call.path.endsWith("/get_cart_list"))).toHaveLength(1);
    expect(bridge.getUser()?.token).toBe("tok-7");
    expect(bridge.pendingTarget()).toBeNull();
    const store = (grabbed as Session | null)?.store;
    if (!store) throw new Error("no session");
    expect(store.get(showAuthAtom)).toBe(true);
    expect(store.get(navigateToAtom)).toBe("/checkout");
  });

  it("takes ready-made services (created before the first render, for the router's guards)", async () => {
    const i18n = createI18n();
    await activateLocale(i18n, "ar", [loadKitCatalog]);
    const services = createStorefrontServices({
      partner: testPartner,
      storage: createMemoryStorage({
        tempCart: JSON.stringify([{ product_id: "1", name: "T", price: 1, qty: 4 }]),
      }),
      fetch: createFetchDouble().fetch,
      win: null,
    });
    const bridge = createAuthBridge(() => null);
    const disconnect = bridge.connect(services.session.authHandler);
    render(
      <I18nProvider i18n={i18n}>
        <StorefrontProviders services={services}>
          <Counters />
        </StorefrontProviders>
      </I18nProvider>,
    );
    expect(screen.getByText("guest cart 4 wishlist 0")).toBeTruthy();
    act(() => {
      services.session.cart.set({ product_id: "2", name: "C", price: 1, qty: 1 });
    });
    expect(screen.getByText("guest cart 5 wishlist 0")).toBeTruthy();
    disconnect();
  });
});
