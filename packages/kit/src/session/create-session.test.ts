import { getCartList } from "@storefront/core/api";
import { createMemoryStorage, type StorageLike } from "@storefront/core/storage";
import type { QueryClient } from "@tanstack/react-query";
import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFetchDouble, type FetchReply, fail, ok } from "../api/fetch-double.test-support";
import { createStorefrontServices } from "../api/services";
import { appKeyAtom } from "../app";
import { authTypeAtom, navigateToAtom, showAuthAtom, userAtom, userInfoPromptAtom } from "./atoms";
import type { LoggedOutEvent } from "./create-session";

const partner = {
  business_id: 1,
  access_token: "pk_retail",
  name: "Demo Retail",
  snachoo_settings: { type: "retail" as const, url: "retail.localhost" },
  pages: [],
  cms_config: {},
  currency: { code: "SAR", minor_digits: 2 },
};

const sourceUser = {
  _id: "7",
  name: "Sara",
  token: "tok-7",
  email: "demo@example.com",
  phone: null,
  is_guest: false,
  is_vendor: false,
};
const storedUser = { id: "7", cust_name: "Sara", token: "tok-7", email: "demo@example.com" };
const tea = { product_id: "1", name: "Tea", price: 2, qty: 2 };
const cake = { product_id: "2", name: "Cake", price: 5, qty: 1 };
const mug = { product_id: "3", name: "Mug", price: 9, qty: 3 };

function fakeWindow(pathname = "/") {
  return {
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    location: { pathname, assign: vi.fn<(href: string) => void>() },
  };
}

function setup({
  storage = createMemoryStorage(),
  routes = {},
  pathname = "/",
  onLoggedOut,
}: {
  storage?: StorageLike;
  routes?: Record<string, FetchReply>;
  pathname?: string;
  onLoggedOut?: (event: LoggedOutEvent) => void;
} = {}) {
  const double = createFetchDouble({
    "POST /login": ok(sourceUser),
    "GET /get_cart_list": ok([mug]),
    "GET /get_wish_list": ok([cake]),
    "GET /logout": ok(null),
    ...routes,
  });
  const win = fakeWindow(pathname);
  const navigate = vi.fn<(href: string) => void>();
  const services = createStorefrontServices({
    partner,
    storage,
    fetch: double.fetch,
    origin: "http://retail.localhost",
    store: createStore(),
    navigate,
    win,
    ...(onLoggedOut ? { onLoggedOut } : {}),
  });
  return { ...services, double, win, navigate, storage };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("session: login", () => {
  it("guest → login discards the temp copy, loads the user copy, then the server's lists", async () => {
    const storage = createMemoryStorage({
      tempCart: JSON.stringify([tea]),
      tempWishlist: JSON.stringify([tea]),
      cart: JSON.stringify([cake]),
    });
    const { session, double } = setup({ storage });
    expect(session.getUser()).toBeNull();
    expect(session.cart.getSnapshot()).toMatchObject({ owner: "guest", length: 2 });

    const lengths: number[] = [];
    session.cart.subscribe(() => lengths.push(session.cart.getSnapshot().length));
    const user = await session.login({ email: "demo@example.com", password: "demo12345" });
    expect(user).toMatchObject({ id: "7", cust_name: "Sara", token: "tok-7" });
    expect(JSON.parse(storage.getItem("user") ?? "null")).toMatchObject({ id: "7", token: "tok-7" });
    expect(storage.getItem("tempCart")).toBeNull();
    expect(storage.getItem("tempWishlist")).toBeNull();
    // The saved user cart first, then the server's.
    expect(lengths[0]).toBe(1);
    // The guest's lines are merged first (its module loads on first use), then the lists are read.
    // (On a busy machine that first import alone can take over a second.)
    await vi.waitFor(() => expect(session.cart.getSnapshot()).toMatchObject({ owner: "user", length: 3 }), {
      timeout: 5_000,
    });
    expect(session.cart.getSnapshot().list.map((line) => line.product_id)).toEqual(["3"]);
    expect(session.wishlist.getSnapshot().list.map((line) => line.product_id)).toEqual(["2"]);
    expect(JSON.parse(storage.getItem("cart") ?? "[]")).toHaveLength(1);

    const login = double.calls.find((call) => call.path.endsWith("/login"));
    expect(login?.headers.Authorization).toBe("Bearer pk_retail");
    expect(login?.headers["X-customer-token"]).toBeUndefined();
    const list = double.calls.find((call) => call.path.endsWith("/get_cart_list"));
    expect(list?.headers["X-customer-token"]).toBe("tok-7");
    expect(list?.url).toBe("http://retail.localhost/ecommerce/api/snachoo/get_cart_list");
  });

  it("closes the dialog and visits the recorded target only when it is a safe same-origin path", async () => {
    const { session, store, navigate } = setup();
    session.authHandler.requestLogin("/ar/checkout?step=2");
    expect(store.get(showAuthAtom)).toBe(true);
    expect(store.get(navigateToAtom)).toBe("/ar/checkout?step=2");
    await session.login({ email: "demo@example.com", password: "demo12345" });
    expect(store.get(showAuthAtom)).toBe(false);
    expect(store.get(navigateToAtom)).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/ar/checkout?step=2");
  });

  it.each([
    "//evil.example/x",
    "javascript:alert(1)",
    "https://evil.example",
    "/\\evil.example",
    "/%2F%2Fevil.example",
  ])("does not follow the unsafe target %s (and clears it)", async (target) => {
    const { session, store, navigate } = setup();
    session.openAuth("login", { navigateTo: target });
    await session.login({ email: "demo@example.com", password: "demo12345" });
    expect(navigate).not.toHaveBeenCalled();
    expect(store.get(navigateToAtom)).toBeNull();
  });

  it("normalises the auth type and keeps the user out when the login fails", async () => {
    const { session, store } = setup({ routes: { "POST /login": fail(401, "invalid_credentials") } });
    session.openAuth("register");
    expect(store.get(authTypeAtom)).toBe("login");
    session.openAuth("forgot-password");
    expect(store.get(authTypeAtom)).toBe("forgot-password");
    await expect(session.login({ email: "a@b.co", password: "nope" })).rejects.toMatchObject({
      code: "invalid_credentials",
    });
    expect(session.getUser()).toBeNull();
    expect(store.get(showAuthAtom)).toBe(true);
  });

  it("a guest login keeps the temporary copies and fetches nothing (spec §6)", async () => {
    const storage = createMemoryStorage({ tempCart: JSON.stringify([tea]) });
    const { session, double } = setup({
      storage,
      routes: {
        "POST /guest_login": ok({ ...sourceUser, _id: "9", name: "Guest", is_guest: true, token: "g" }),
      },
    });
    await session.guestLogin();
    await flush();
    expect(session.getUser()).toMatchObject({ is_guest: true, token: "g" });
    expect(session.cart.getSnapshot()).toMatchObject({ owner: "guest", length: 2 });
    expect(storage.getItem("tempCart")).not.toBeNull();
    expect(double.calls.some((call) => call.path.endsWith("/get_cart_list"))).toBe(false);
  });

  it("after load, a stored user's cart and wishlist are fetched from the server", async () => {
    const storage = createMemoryStorage({ user: JSON.stringify(storedUser), cart: JSON.stringify([tea]) });
    const { session, double } = setup({ storage });
    expect(session.getUser()).toMatchObject({ token: "tok-7" });
    expect(session.cart.getSnapshot()).toMatchObject({ owner: "user", length: 2 });
    const stop = session.start();
    stop();
    session.start()(); // StrictMode runs the effect twice: still one fetch of each.
    await flush();
    expect(double.calls.filter((call) => call.path.endsWith("/get_cart_list"))).toHaveLength(1);
    expect(session.cart.getSnapshot().list.map((line) => line.product_id)).toEqual(["3"]);
  });

  it("a failed list fetch keeps the local copy; a revoked token ends the session", async () => {
    const storage = createMemoryStorage({ user: JSON.stringify(storedUser), cart: JSON.stringify([tea]) });
    const failing = setup({ storage, routes: { "GET /get_cart_list": new TypeError("offline") } });
    await failing.session.refreshLists();
    expect(failing.session.cart.getSnapshot().length).toBe(2);
    expect(failing.session.getUser()).not.toBeNull();

    const revoked = setup({
      storage,
      pathname: "/account/orders",
      routes: { "GET /get_cart_list": fail(401, "invalid_customer_token") },
    });
    await revoked.session.refreshLists();
    // The session ends once the refused call's own error handling has run.
    await vi.waitFor(() => expect(revoked.session.getUser()).toBeNull());
    expect(storage.getItem("user")).toBeNull();
    // Home inside the app (not a page load), so the notice of the ended session stays.
    expect(revoked.navigate).toHaveBeenCalledWith("/");
    expect(revoked.win.location.assign).not.toHaveBeenCalled();
  });

  it("the payload user wins over the stored one and is stored", () => {
    const storage = createMemoryStorage({ user: JSON.stringify({ ...storedUser, token: "old" }) });
    const double = createFetchDouble();
    const { session } = createStorefrontServices({
      partner,
      storage,
      fetch: double.fetch,
      initialUser: { ...storedUser, token: "fresh" },
      win: null,
    });
    expect(session.getUser()?.token).toBe("fresh");
    expect(JSON.parse(storage.getItem("user") ?? "{}").token).toBe("fresh");
  });
});

describe("session: price lists (decision 0026)", () => {
  const wholesaleUser = { ...sourceUser, _id: "9", token: "tok-9", selling_price_group_id: "3" };
  const seedPrice = (queryClient: QueryClient, price: number) =>
    queryClient.setQueryData(["catalog", "product", "1"], { price });

  it("a login into a price group drops the guest's cached answers instead of showing them meanwhile", async () => {
    const { session, queryClient } = setup({ routes: { "POST /login": ok(wholesaleUser) } });
    seedPrice(queryClient, 10);
    await session.login({ email: "trade@example.com", password: "trade-pass-123" });
    expect(queryClient.getQueryData(["catalog", "product", "1"])).toBeUndefined();
  });

  it("a login with the same price list keeps cached answers while they refetch", async () => {
    const { session, queryClient } = setup();
    seedPrice(queryClient, 10);
    await session.login({ email: "demo@example.com", password: "demo12345" });
    expect(queryClient.getQueryData(["catalog", "product", "1"])).toEqual({ price: 10 });
    expect(queryClient.getQueryState(["catalog", "product", "1"])?.isInvalidated).toBe(true);
  });

  it("at start, a stored user in a price group refetches the answers the anonymous page carried", () => {
    for (const [group, invalidated] of [
      ["3", true],
      [null, false],
    ] as const) {
      const storage = createMemoryStorage({
        user: JSON.stringify({ ...storedUser, selling_price_group_id: group }),
      });
      const { session, queryClient } = setup({ storage });
      seedPrice(queryClient, 10);
      const stop = session.start();
      expect(queryClient.getQueryState(["catalog", "product", "1"])?.isInvalidated).toBe(invalidated);
      stop();
    }
  });

  it("another tab switching to a customer of another price list drops the cached answers", () => {
    localStorage.setItem("user", JSON.stringify({ ...storedUser, selling_price_group_id: "3" }));
    const { session, queryClient } = setup({ storage: localStorage });
    const stop = session.start();
    seedPrice(queryClient, 8);
    localStorage.setItem("user", JSON.stringify({ ...storedUser, id: "8", token: "tok-8" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "user", storageArea: localStorage }));
    expect(session.getUser()?.token).toBe("tok-8");
    expect(queryClient.getQueryData(["catalog", "product", "1"])).toBeUndefined();
    stop();
  });
});

describe("session: logout (spec §4)", () => {
  function loggedIn(pathname = "/", onLoggedOut?: (event: LoggedOutEvent) => void) {
    const storage = createMemoryStorage({
      user: JSON.stringify(storedUser),
      cart: JSON.stringify([tea, cake]),
      tempCart: JSON.stringify([mug]),
      wishlist: JSON.stringify([cake]),
    });
    return setup({ storage, pathname, ...(onLoggedOut ? { onLoggedOut } : {}) });
  }

  it("calls logout with the customer token, then clears user, cart, temp cart, wishlist and auth state; goes home", async () => {
    const { session, storage, store, double, navigate, queryClient } = loggedIn("/ar/products");
    const reset = vi.spyOn(queryClient, "resetQueries");
    session.openAuth("signup", { navigateTo: "/ar/checkout" });
    await session.logout();
    const call = double.calls.find((c) => c.path.endsWith("/logout"));
    expect(call?.headers["X-customer-token"]).toBe("tok-7");
    expect(session.getUser()).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    for (const key of ["user", "cart", "tempCart", "wishlist", "tempWishlist"]) {
      expect(storage.getItem(key)).toBeNull();
    }
    expect(session.cart.getSnapshot()).toMatchObject({ owner: "guest", length: 0 });
    expect(session.wishlist.getSnapshot().length).toBe(0);
    expect(store.get(showAuthAtom)).toBe(false);
    expect(store.get(authTypeAtom)).toBe("login");
    expect(store.get(navigateToAtom)).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/ar");
    expect(reset).toHaveBeenCalled();

    // The customer-token header is gone from later calls.
    await getCartList(session.client);
    expect(double.calls.at(-1)?.headers["X-customer-token"]).toBeUndefined();
  });

  it("with the keep flag the cart is not reset (it becomes the guest's copy)", async () => {
    const { session, storage } = loggedIn();
    await session.logout({ keepCart: true });
    expect(session.getUser()).toBeNull();
    expect(session.cart.getSnapshot()).toMatchObject({ owner: "guest", length: 3 });
    expect(JSON.parse(storage.getItem("tempCart") ?? "[]")).toHaveLength(2);
    expect(storage.getItem("user")).toBeNull();
    expect(session.wishlist.getSnapshot().length).toBe(0);
  });

  it("a failing logout call is silent", async () => {
    const { session, double, navigate } = loggedIn();
    double.routes["GET /logout"] = new TypeError("offline");
    await expect(session.logout()).resolves.toBeUndefined();
    expect(session.getUser()).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("on a login-required route it reports onLoggedOut (default: the localized home, and the app reloads)", async () => {
    const events: LoggedOutEvent[] = [];
    const { session, navigate } = loggedIn("/ar/account/orders", (event) => events.push(event));
    await session.logout();
    expect(events).toEqual([{ reason: "logout", path: "/ar/account/orders", home: "/ar" }]);
    expect(navigate).not.toHaveBeenCalled();

    const plain = loggedIn("/checkout");
    const keyBefore = plain.session.store.get(appKeyAtom);
    await plain.session.logout();
    expect(plain.navigate).toHaveBeenCalledWith("/");
    expect(plain.win.location.assign).not.toHaveBeenCalled();
    expect(plain.session.store.get(appKeyAtom)).toBe(keyBefore + 1);
  });
});

describe("session: other tabs (storage event)", () => {
  function fire(key: string | null) {
    window.dispatchEvent(new StorageEvent("storage", { key, storageArea: localStorage }));
  }

  it("follows a login, a cart change and a logout made in another tab, without writing back", async () => {
    localStorage.setItem("tempCart", JSON.stringify([tea]));
    const events: LoggedOutEvent[] = [];
    const { session, double } = setup({
      storage: localStorage,
      pathname: "/account/profile",
      onLoggedOut: (event) => events.push(event),
    });
    const stop = session.start();
    expect(session.cart.getSnapshot().length).toBe(2);

    // The other tab logs in: it removes tempCart and writes the user and the user cart.
    localStorage.removeItem("tempCart");
    localStorage.setItem("cart", JSON.stringify([cake]));
    localStorage.setItem("user", JSON.stringify(storedUser));
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    fire("user");
    expect(session.getUser()?.token).toBe("tok-7");
    expect(session.cart.getSnapshot()).toMatchObject({ owner: "user", length: 1 });

    localStorage.setItem("cart", JSON.stringify([cake, mug]));
    setItem.mockClear();
    fire("cart");
    expect(session.cart.getSnapshot().length).toBe(4);
    fire("tempCart"); // not this owner's copy: ignored
    expect(session.cart.getSnapshot().length).toBe(4);
    expect(setItem).not.toHaveBeenCalled();

    // The other tab logs out.
    localStorage.removeItem("user");
    localStorage.removeItem("cart");
    fire("user");
    expect(session.getUser()).toBeNull();
    expect(session.cart.getSnapshot()).toMatchObject({ owner: "guest", length: 0 });
    expect(events).toEqual([{ reason: "other-tab", path: "/account/profile", home: "/" }]);
    expect(double.calls.some((call) => call.path.endsWith("/logout"))).toBe(false);

    stop();
    localStorage.setItem("user", JSON.stringify(storedUser));
    fire("user");
    expect(session.getUser()).toBeNull();
  });

  it("ignores events of another storage area", () => {
    const { session } = setup();
    const stop = session.start();
    localStorage.setItem("user", JSON.stringify(storedUser));
    fire("user");
    expect(session.getUser()).toBeNull();
    stop();
  });
});

describe("session: corrupt storage", () => {
  it("survives anything in localStorage", () => {
    const corrupt = createMemoryStorage({
      user: "{not json",
      cart: '[{"product_id":',
      tempCart: JSON.stringify([{ product_id: "1", qty: -4 }, "x", null, tea]),
      tempWishlist: '{"__proto__":{"polluted":true}}',
      ageVerified: "maybe",
    });
    const { session } = setup({ storage: corrupt });
    expect(session.getUser()).toBeNull();
    expect(session.cart.getSnapshot().list.map((line) => line.product_id)).toEqual(["1"]);
    expect(session.wishlist.getSnapshot().length).toBe(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("survives a storage that throws", async () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    const { session } = setup({ storage: throwing });
    await session.login({ email: "demo@example.com", password: "demo12345" });
    expect(session.getUser()?.token).toBe("tok-7");
    await session.logout();
    expect(session.getUser()).toBeNull();
  });
});

describe("session: updateUser", () => {
  it("replaces the same session's user and re-checks the info prompt; ignores another token", () => {
    const storage = createMemoryStorage({
      user: JSON.stringify({ ...storedUser, email: "", phone: "500000001" }),
    });
    const { session, store } = setup({ storage });
    expect(session.promptUserInfo()).toBe(true);
    session.updateUser({ ...storedUser, token: "other", cust_name: "X" });
    expect(session.getUser()?.cust_name).toBe("Sara");
    session.updateUser({ ...storedUser, email: "new@example.com", phone: "500000001" });
    expect(session.getUser()?.email).toBe("new@example.com");
    expect(JSON.parse(storage.getItem("user") ?? "{}").email).toBe("new@example.com");
    expect(store.get(userInfoPromptAtom)).toBe(false);
  });
});
