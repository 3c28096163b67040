// Issue 15 (spec §4's keep flag made reachable): a logout on a vertical's shared-device page (a
// restaurant's kiosk, the tablet on a table) keeps the cart as the guest's copy; anywhere else it
// empties it, as before.
import { writeStoredUser } from "@storefront/core/auth";
import type { CartLine } from "@storefront/core/cart";
import { createMemoryStorage } from "@storefront/core/storage";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ok } from "../api/fetch-double.test-support";
import { createTestStorefront } from "../api/test-storefront.test-support";
import { localeRewrite } from "../routing/locale-rewrite";
import type { VerticalDefinition } from "../vertical";
import { useLogout } from "./hooks";

afterEach(() => cleanup());

const sara = { id: "7", cust_name: "Sara", token: "ct_sara", email: "sara@example.com" };
const coffee: CartLine = { product_id: "41", variant_id: null, name: "Arabic Coffee", price: 12, qty: 2 };

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      Log out
    </button>
  );
}

async function logOutAt(path: string) {
  const storage = createMemoryStorage();
  writeStoredUser(storage, sara);
  storage.setItem("cart", JSON.stringify([coffee]));
  const { services, wrap } = await createTestStorefront({
    storage,
    routes: { "GET /get_cart_list": ok([coffee]), "GET /get_wish_list": ok([]), "GET /logout": ok(null) },
  });
  const root = createRootRoute({ component: Outlet });
  const page = (pagePath: string) =>
    createRoute({ getParentRoute: () => root, path: pagePath, component: LogoutButton });
  const vertical = { sharedDevicePaths: ["/kiosk", "/digital-menu"] } as Partial<VerticalDefinition>;
  const router = createRouter({
    routeTree: root.addChildren([page("/kiosk"), page("/digital-menu"), page("/menu")]),
    history: createMemoryHistory({ initialEntries: [path] }),
    rewrite: localeRewrite(path.startsWith("/ar") ? "ar" : "en"),
    context: { vertical },
  });
  await router.load();
  render(wrap(<RouterProvider router={router} />));
  fireEvent.click(await screen.findByRole("button", { name: "Log out" }));
  await waitFor(() => expect(services.session.getUser()).toBeNull());
  return { storage, services };
}

describe("logout on a shared device", () => {
  it.each(["/kiosk", "/ar/digital-menu"])("keeps the cart as the guest's copy on %s", async (path) => {
    const { storage, services } = await logOutAt(path);
    expect(JSON.parse(storage.getItem("tempCart") ?? "[]")).toEqual([
      expect.objectContaining({ product_id: "41", qty: 2 }),
    ]);
    expect(services.session.cart.getSnapshot()).toMatchObject({ owner: "guest", length: 2 });
    expect(storage.getItem("user")).toBeNull();
  });

  it("empties the cart elsewhere (spec §4 without the flag)", async () => {
    const { storage, services } = await logOutAt("/menu");
    expect(storage.getItem("tempCart")).toBeNull();
    expect(storage.getItem("cart")).toBeNull();
    expect(services.session.cart.getSnapshot().length).toBe(0);
  });
});
