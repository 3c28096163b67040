import {
  type ApiClient,
  ApiStatusError,
  type CallOptions,
  CUSTOMER_TOKEN_REFUSED,
  getCartList,
  getWishList,
  lazyEndpoint,
  logout as logoutCall,
} from "@storefront/core/api";
import {
  type AuthType,
  clearStoredUser,
  DEFAULT_AUTH_TYPE,
  isLoggedIn,
  normalizeAuthType,
  priceListOf,
  readStoredUser,
  safeRedirectTarget,
  shouldPromptUserInfo,
  writeStoredUser,
} from "@storefront/core/auth";
import { createCartStore, type LineOwner } from "@storefront/core/cart";
import { STORAGE_KEYS } from "@storefront/core/constants";
import type * as authApi from "@storefront/core/contracts/api/auth";
import type { Partner } from "@storefront/core/contracts/partner";
import type { StoredUser } from "@storefront/core/contracts/user";
import { type Locale, localizePath, splitLocalePath } from "@storefront/core/locale";
import { pathRequiresAuth } from "@storefront/core/routes";
import type { StorageLike } from "@storefront/core/storage";
import { createWishlistStore } from "@storefront/core/wishlist";
import type { QueryClient } from "@tanstack/react-query";
import { reloadAppAtom } from "../app";
import type { AuthHandler, JotaiStore } from "../routing";
import {
  authTypeAtom,
  guestMergeAtom,
  navigateToAtom,
  sessionEndedAtom,
  showAuthAtom,
  showCloseButtonAtom,
  userAtom,
  userInfoPromptAtom,
} from "./atoms";
import type { GuestLines } from "./guest-merge";
import { createSyncedLineStore, type SyncedLineStore } from "./synced-line-store";

// The auth contracts, and the zod schemas they build, load with the first auth call: not with the
// session every page creates.
const authContracts = () => import("@storefront/core/contracts/api/auth");
const authCalls = {
  login: lazyEndpoint(authContracts, "login"),
  signup: lazyEndpoint(authContracts, "signup"),
  guestLogin: lazyEndpoint(authContracts, "guestLogin"),
  socialLogin: lazyEndpoint(authContracts, "socialLogin"),
  forgotPassword: lazyEndpoint(authContracts, "forgotPassword"),
  resetPassword: lazyEndpoint(authContracts, "resetPassword"),
};

/** Why the session ended while the shopper was on a login-required route. */
export type LoggedOutReason = "logout" | "other-tab" | "expired";

/**
 * Sent when the user becomes logged out while on a `requiresAuth` route (spec §4: "the app goes
 * to the localized home and reloads"). The default handler does exactly that with a full page load
 * of `home`; the shell may pass its own.
 */
export interface LoggedOutEvent {
  reason: LoggedOutReason;
  /** The browser path (with its `/ar` prefix) the shopper was on. */
  path: string;
  /** The localized home: `/` or `/ar`. */
  home: string;
}

/** Body of the login call: e-mail or phone (with country code), and the password. */
export type LoginBody = NonNullable<CallOptions<typeof authApi.login>["body"]>;
/** Body of the sign-up call. */
export type SignupBody = NonNullable<CallOptions<typeof authApi.signup>["body"]>;
/** Body of the social-login lookup. */
export type SocialLoginBody = NonNullable<CallOptions<typeof authApi.socialLogin>["body"]>;

/** The window features the session uses (location and the `storage` event); injectable for tests. */
export type SessionWindow = Pick<Window, "addEventListener" | "removeEventListener"> & {
  location: Pick<Location, "pathname" | "assign">;
};

/** Options of `createSession`. */
export interface SessionOptions {
  /** The mount's jotai store: the user and the auth UI state live in it. */
  store: JotaiStore;
  /** Where the user, cart and wishlist persist (`localStorage` in the browser). */
  storage: StorageLike;
  /** The mount's API client; it must read the customer token from `session.getUser()`. */
  client: ApiClient;
  /** The partner of the page (null on /partner-not-found). */
  partner?: Partner | null;
  /** The user of the page payload; when set it wins over (and replaces) the stored user. */
  initialUser?: StoredUser | null;
  /** Reset on logout (no user's data survives it), refreshed on login. */
  queryClient?: QueryClient | null;
  /** Client-side navigation to a browser href (localized path + query). Default: a page load. */
  navigate?: (href: string) => void;
  /**
   * Logged out while on a `requiresAuth` route. Default: a full page load of the localized home —
   * `navigate` to it when the session ended (`expired`), so the notice saying so stays.
   */
  onLoggedOut?: (event: LoggedOutEvent) => void;
  /** The window (location, `storage` events); null outside a browser. */
  win?: SessionWindow | null;
}

/** Options of `openAuth`. */
export interface OpenAuthOptions {
  /** A same-origin, localized path to visit after a successful login. */
  navigateTo?: string;
}

/**
 * One mount's session (spec §3, §4, §6): the logged-in user, the auth UI state, the cart and
 * wishlist stores, the auth calls and logout. Framework-free apart from the jotai store, so the
 * shell can create it before the first render and answer the router's guards from it.
 */
export interface Session {
  readonly store: JotaiStore;
  readonly storage: StorageLike;
  readonly client: ApiClient;
  readonly partner: Partner | null;
  /** The cart (spec §3: list, length = sum of quantities); `tempCart` for guests, `cart` for users. */
  readonly cart: SyncedLineStore;
  /** The wishlist (`tempWishlist` / `wishlist`). */
  readonly wishlist: SyncedLineStore;
  /** What the router's auth bridge needs: `getUser` and `requestLogin`. */
  readonly authHandler: AuthHandler;
  /** The logged-in user, or null. */
  getUser(): StoredUser | null;
  /** Calls `listener` whenever the user changes; returns the unsubscribe function. */
  subscribeUser(listener: () => void): () => void;
  /** Opens the auth dialog (type normalised, spec §4) and records where to go after login. */
  openAuth(type?: AuthType | string, options?: OpenAuthOptions): void;
  /** Closes the auth dialog and forgets the recorded target. */
  closeAuth(): void;
  /** Logs in by e-mail or phone; on success the session switches to the user (see `completeLogin`). */
  login(body: LoginBody): Promise<StoredUser>;
  /** Creates an account and logs it in. */
  signup(body: SignupBody): Promise<StoredUser>;
  /** Continues as a guest (a customer flagged `is_guest`). */
  guestLogin(body?: { name?: string }): Promise<StoredUser>;
  /** Social login with the provider's access token (the server asks the provider who it is). */
  socialLogin(body: SocialLoginBody): Promise<StoredUser>;
  /** Asks for a reset link; the answer is the same whether or not the e-mail has an account. */
  forgotPassword(email: string): Promise<void>;
  /** Sets a new password with the token of a reset link. */
  resetPassword(token: string, password: string): Promise<void>;
  /**
   * Makes `user` the logged-in user: stores it, switches the cart and wishlist to the user copies
   * (the temporary copies are discarded, spec §4 — after a guest's lines are merged into the
   * user's server copies, issue 17), fetches them from the server, closes the dialog and visits
   * the recorded target if `safeRedirectTarget` accepts it (it is cleared either way).
   */
  completeLogin(user: StoredUser): void;
  /**
   * The server refused this customer token (a call's 401 `invalid_customer_token`, issue 17): when
   * it is the current user's, the session ends — as `logout` without the server call, and
   * `sessionEndedAtom` set so the shopper is told. The API client reports every such refusal.
   */
  tokenRefused(token: string): void;
  /**
   * Replaces the logged-in user's record (a saved profile) in storage and state, and checks the
   * info prompt again. Ignored unless it is the same session (same token).
   */
  updateUser(user: StoredUser): void;
  /** Logs out exactly as spec §4. Resolves when the (ignored) server call has settled. */
  logout(options?: { keepCart?: boolean }): Promise<void>;
  /** Fetches the user's cart and wishlist from the server (spec §4); failures are logged only. */
  refreshLists(): Promise<void>;
  /** Opens the complete-your-info prompt when the user has a phone and no e-mail; true if it did. */
  promptUserInfo(): boolean;
  /** Navigates to a browser href (the shell's router when wired). */
  navigate(href: string): void;
  /** The locale of the current URL. */
  locale(): Locale;
  /**
   * Starts what needs a mounted app: follows other tabs (`storage` event), fetches the user's cart
   * and wishlist, checks the user-info prompt. Returns the stop function.
   */
  start(): () => void;
}

/** Whose copies of the cart and wishlist a user uses: guests (and guest logins) keep the temp copies. */
export function lineOwnerOf(user: StoredUser | null): LineOwner {
  return user && isLoggedIn(user) && !user.is_guest ? "user" : "guest";
}

const CART_KEYS: Record<LineOwner, string> = { guest: STORAGE_KEYS.tempCart, user: STORAGE_KEYS.cart };
const WISHLIST_KEYS: Record<LineOwner, string> = {
  guest: STORAGE_KEYS.tempWishlist,
  user: STORAGE_KEYS.wishlist,
};

function browserWindow(): SessionWindow | null {
  return typeof window === "undefined" ? null : window;
}

/** Creates one mount's session. */
export function createSession(options: SessionOptions): Session {
  const { store, storage, client } = options;
  const win = options.win === undefined ? browserWindow() : options.win;
  const queryClient = options.queryClient ?? null;
  const navigate = (href: string) => {
    if (options.navigate) options.navigate(href);
    else win?.location.assign(href);
  };
  const currentPath = () => win?.location.pathname ?? "/";
  const locale = () => splitLocalePath(currentPath()).locale;
  const home = () => localizePath("/", locale());
  const loggedOut = (reason: LoggedOutReason) => {
    const event: LoggedOutEvent = { reason, path: currentPath(), home: home() };
    if (options.onLoggedOut) return options.onLoggedOut(event);
    navigate(event.home);
    // Spec §4: "goes to the localized home and reloads" — the app reload of spec §2: bumping the
    // app key re-mounts every component (no state of the logged-out user survives in memory)
    // without a page load; what is kept in storage stays. An ended session keeps its place, so
    // the notice that says why stays on screen.
    if (reason !== "expired") store.set(reloadAppAtom);
  };

  let initial = options.initialUser ?? null;
  if (initial && isLoggedIn(initial)) writeStoredUser(storage, initial);
  else initial = readStoredUser(storage);
  if (initial && !isLoggedIn(initial)) initial = null;
  store.set(userAtom, initial);

  const getUser = () => store.get(userAtom);
  const cart = createSyncedLineStore((owner) => createCartStore({ storage, owner }), lineOwnerOf(initial));
  const wishlist = createSyncedLineStore(
    (owner) => createWishlistStore({ storage, owner }),
    lineOwnerOf(initial),
  );

  const resetAuth = () => {
    store.set(showAuthAtom, false);
    store.set(showCloseButtonAtom, false);
    store.set(authTypeAtom, DEFAULT_AUTH_TYPE);
    store.set(navigateToAtom, null);
  };

  const openAuth = (type?: AuthType | string, opts: OpenAuthOptions = {}) => {
    store.set(authTypeAtom, normalizeAuthType(type ?? DEFAULT_AUTH_TYPE));
    if (opts.navigateTo !== undefined) store.set(navigateToAtom, opts.navigateTo);
    store.set(showAuthAtom, true);
  };

  const resetQueries = () => {
    queryClient?.resetQueries().catch(() => {});
  };

  /**
   * A new user is current: every answer is refetched with their token. When their price list
   * differs from the previous user's (a wholesale customer logs in, or another tab switches to a
   * customer of another group), cached answers are dropped rather than kept while they refetch:
   * prices of one price list are never shown under another (decision 0026).
   */
  const refetchFor = (previous: StoredUser | null, next: StoredUser) => {
    if (priceListOf(previous) !== priceListOf(next)) resetQueries();
    else queryClient?.invalidateQueries().catch(() => {});
  };

  // One fetch of the lists per token at a time (StrictMode runs effects twice).
  let listsInFlight: { token: string; promise: Promise<void> } | null = null;

  /**
   * The server refused `token`: when it is still the current user's, the session ends here — the
   * customer's copies go (the server keeps them for the next login), the shopper is told, and a
   * page that needs a login is left. A token already replaced (a new login) is ignored.
   */
  const tokenRefused = (token: string) => {
    if (!token || getUser()?.token !== token) return;
    // After the refused call's own error handling has run: ending the session resets every query,
    // which would cancel the very read that found out and hide its error from the page.
    setTimeout(() => {
      if (getUser()?.token !== token) return;
      clearLocal({ keepCart: false });
      store.set(sessionEndedAtom, true);
      if (pathRequiresAuth(currentPath())) loggedOut("expired");
    }, 0);
  };

  const refreshLists = (): Promise<void> => {
    const user = getUser();
    if (!user || lineOwnerOf(user) !== "user") return Promise.resolve();
    const token = user.token;
    if (listsInFlight?.token === token) return listsInFlight.promise;
    const stillCurrent = () => getUser()?.token === token;
    const load = async (fetchList: typeof getCartList, target: SyncedLineStore) => {
      try {
        const lines = await fetchList(client);
        if (stillCurrent()) target.replace(lines);
      } catch (error) {
        // Spec §8: logged (by core) and rejected, no user message. A revoked token ends the session.
        if (error instanceof ApiStatusError && error.code === CUSTOMER_TOKEN_REFUSED) tokenRefused(token);
      }
    };
    const promise = Promise.all([load(getCartList, cart), load(getWishList, wishlist)]).then(() => {
      if (listsInFlight?.token === token) listsInFlight = null;
    });
    listsInFlight = { token, promise };
    return promise;
  };

  const promptUserInfo = () => {
    const show = shouldPromptUserInfo(getUser());
    store.set(userInfoPromptAtom, show);
    return show;
  };

  /**
   * Merges a guest's lines into the user's server copies, then loads them (issue 17: spec §4
   * discards the temporary copies at login; what they held is merged first, so nothing is lost).
   */
  const mergeThenRefresh = async (guest: GuestLines) => {
    // Loaded on the first login with guest lines: the merge calls stay out of the first load.
    const { mergeGuestLines } = await import("./guest-merge");
    const outcome = await mergeGuestLines(client, storage, guest, {
      tempCart: STORAGE_KEYS.tempCart,
      tempWishlist: STORAGE_KEYS.tempWishlist,
    });
    store.set(guestMergeAtom, outcome);
    await refreshLists();
  };

  const completeLogin = (user: StoredUser) => {
    const target = store.get(navigateToAtom);
    // A guest becoming a customer: what the guest collected is merged once the user is current.
    const previous = getUser();
    const becomesUser = lineOwnerOf(user) === "user" && lineOwnerOf(previous) === "guest";
    const guest: GuestLines | null = becomesUser
      ? { cart: cart.getSnapshot().list, wishlist: wishlist.getSnapshot().list }
      : null;
    writeStoredUser(storage, user);
    store.set(userAtom, user);
    if (lineOwnerOf(user) === "user") {
      cart.login();
      wishlist.login();
    }
    resetAuth();
    refetchFor(previous, user);
    if (guest && (guest.cart.length > 0 || guest.wishlist.length > 0)) void mergeThenRefresh(guest);
    else void refreshLists();
    promptUserInfo();
    if (target !== null && target !== "" && safeRedirectTarget(target, "") === target) navigate(target);
  };

  function clearLocal({ keepCart }: { keepCart: boolean }) {
    listsInFlight = null;
    clearStoredUser(storage);
    store.set(userAtom, null);
    cart.logout({ keep: keepCart });
    wishlist.logout();
    resetAuth();
    store.set(userInfoPromptAtom, false);
    resetQueries();
  }

  const withLoader = { showLoader: true } as const;

  const session: Session = {
    store,
    storage,
    client,
    partner: options.partner ?? null,
    cart,
    wishlist,
    authHandler: {
      getUser,
      requestLogin: (target) => openAuth(DEFAULT_AUTH_TYPE, { navigateTo: target }),
    },
    getUser,
    subscribeUser: (listener) => store.sub(userAtom, listener),
    openAuth,
    closeAuth: resetAuth,
    async login(body) {
      const user = await client.call(authCalls.login, { body, ...withLoader });
      completeLogin(user);
      return user;
    },
    async signup(body) {
      const user = await client.call(authCalls.signup, { body, ...withLoader });
      completeLogin(user);
      return user;
    },
    async guestLogin(body = {}) {
      const user = await client.call(authCalls.guestLogin, { body, ...withLoader });
      completeLogin(user);
      return user;
    },
    async socialLogin(body) {
      const user = await client.call(authCalls.socialLogin, { body, ...withLoader });
      completeLogin(user);
      return user;
    },
    async forgotPassword(email) {
      await client.call(authCalls.forgotPassword, { body: { email }, ...withLoader });
    },
    async resetPassword(token, password) {
      await client.call(authCalls.resetPassword, { body: { token, password }, ...withLoader });
    },
    completeLogin,
    tokenRefused,
    updateUser(user) {
      const current = getUser();
      if (!current || current.token !== user.token) return;
      writeStoredUser(storage, user);
      store.set(userAtom, user);
      promptUserInfo();
    },
    async logout({ keepCart = false } = {}) {
      // The request takes the customer token when it starts, so it is sent before it is cleared.
      const done = getUser() ? logoutCall(client) : Promise.resolve();
      const path = currentPath();
      clearLocal({ keepCart });
      if (pathRequiresAuth(path)) loggedOut("logout");
      else navigate(home());
      await done;
    },
    refreshLists,
    promptUserInfo,
    navigate,
    locale,
    start() {
      const onStorage = (event: StorageEvent) => syncFromStorage(event);
      win?.addEventListener("storage", onStorage);
      // The served page and any answer rendered into it are anonymous (list prices): a user in a
      // selling price group refetches them with their token (decision 0026).
      if (priceListOf(getUser()) !== null) queryClient?.invalidateQueries().catch(() => {});
      void refreshLists();
      promptUserInfo();
      return () => win?.removeEventListener("storage", onStorage);
    },
  };

  /** Another tab wrote to localStorage: follow it without writing back (no echo between tabs). */
  function syncFromStorage(event: StorageEvent) {
    if (event.storageArea && event.storageArea !== (storage as unknown)) return;
    const key = event.key;
    if (key === null || key === STORAGE_KEYS.user) {
      syncUser();
      if (key !== null) return;
    }
    const owner = lineOwnerOf(getUser());
    if (key === null || key === CART_KEYS[owner]) cart.reload(owner);
    if (key === null || key === WISHLIST_KEYS[owner]) wishlist.reload(owner);
  }

  function syncUser() {
    const current = getUser();
    let next = readStoredUser(storage);
    if (next && !isLoggedIn(next)) next = null;
    if (current?.token === next?.token) {
      // Same session; the other tab may have updated the profile.
      if (next && JSON.stringify(next) !== JSON.stringify(current)) store.set(userAtom, next);
      return;
    }
    listsInFlight = null;
    store.set(userAtom, next);
    const owner = lineOwnerOf(next);
    cart.reload(owner);
    wishlist.reload(owner);
    if (next) {
      resetAuth();
      promptUserInfo();
      refetchFor(current, next);
    } else {
      resetAuth();
      store.set(userInfoPromptAtom, false);
      resetQueries();
      if (pathRequiresAuth(currentPath())) loggedOut("other-tab");
    }
  }

  return session;
}
