// Issue 17, "401 mid-session": a refused customer token on a write rolled the line back with a
// generic toast and the session went on. Whichever call finds the token refused now ends the
// session: the customer's copies go (the server keeps them), one notice says so with the way to
// log in again, and a page that needs a login is left inside the app.
import { writeStoredUser } from "@storefront/core/auth";
import type { CartLine } from "@storefront/core/cart";
import { createMemoryStorage } from "@storefront/core/storage";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FetchReply, fail, ok } from "../api/fetch-double.test-support";
import { createTestStorefront } from "../api/test-storefront.test-support";
import { useCartActions } from "../cart/use-cart-actions";
import { showAuthAtom } from "./atoms";
import { useCart } from "./hooks";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const sara = { id: "7", cust_name: "Sara", token: "ct_sara", email: "sara@example.com" };
const tea: CartLine = { product_id: "11", variant_id: "21", name: "Tea", price: 10, qty: 2 };
const refused = fail(401, "invalid_customer_token", "Log in to continue");

function OneMore() {
  const actions = useCartActions();
  const line = useCart().list[0];
  return line ? (
    <button type="button" onClick={() => actions.setQty(line, line.qty + 1)}>
      one more
    </button>
  ) : null;
}

async function customer(options: {
  routes?: Record<string, FetchReply>;
  pathname?: string;
  locale?: "en" | "ar";
}) {
  const storage = createMemoryStorage();
  writeStoredUser(storage, sara);
  const mounted = await createTestStorefront({
    storage,
    ...(options.pathname ? { pathname: options.pathname } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
    routes: { "GET /get_cart_list": ok([tea]), "GET /get_wish_list": ok([]), ...options.routes },
  });
  render(mounted.wrap(<OneMore />));
  await screen.findByRole("button", { name: "one more" });
  return { ...mounted, storage };
}

describe("a refused customer token", () => {
  it("on a cart write ends the session: no user, no customer copy, nothing rolled into the guest cart, one notice", async () => {
    const { services, storage } = await customer({ routes: { "POST /update_cart": refused } });
    fireEvent.click(screen.getByRole("button", { name: "one more" }));
    await waitFor(() => expect(services.session.getUser()).toBeNull());
    expect(storage.getItem("user")).toBeNull();
    expect(storage.getItem("cart")).toBeNull();
    expect(services.session.cart.getSnapshot().list).toEqual([]);
    expect(storage.getItem("tempCart")).toBeNull();
    await waitFor(() =>
      expect(services.toaster.getToasts()).toEqual([
        expect.objectContaining({
          title: "Your session has ended",
          description: "Please log in again. Your saved cart and orders are kept in your account.",
        }),
      ]),
    );
    // The notice's action opens the login dialog.
    const [notice] = services.toaster.getToasts();
    act(() => notice?.action?.onClick());
    expect(services.store.get(showAuthAtom)).toBe(true);
  });

  it("on a read at start leaves a page that needs a login for the home, inside the app so the notice stays", async () => {
    const storage = createMemoryStorage();
    writeStoredUser(storage, sara);
    const { services, navigated, assigned, wrap } = await createTestStorefront({
      storage,
      locale: "ar",
      pathname: "/ar/account/profile",
      routes: { "GET /get_cart_list": refused, "GET /get_wish_list": refused },
    });
    render(wrap(<span />));
    await waitFor(() => expect(services.session.getUser()).toBeNull());
    expect(navigated).toEqual(["/ar"]);
    expect(assigned).toEqual([]);
    await waitFor(() =>
      expect(services.toaster.getToasts()).toEqual([expect.objectContaining({ title: "انتهت جلستك" })]),
    );
  });

  it("of an earlier session (the shopper has logged in again since) changes nothing", async () => {
    const { services } = await customer({});
    act(() => services.session.tokenRefused("ct_old"));
    expect(services.session.getUser()?.token).toBe("ct_sara");
    expect(services.toaster.getToasts()).toEqual([]);
  });
});
