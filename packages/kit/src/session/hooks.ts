import type { AuthType } from "@storefront/core/auth";
import type { LineSnapshot } from "@storefront/core/cart";
import type { StoredUser } from "@storefront/core/contracts/user";
import { splitLocalePath } from "@storefront/core/routes";
import { useRouter } from "@tanstack/react-router";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useHydrated } from "../app";
import { useVertical } from "../routing";
import { userAtom } from "./atoms";
import { useSession } from "./context";
import type { OpenAuthOptions } from "./create-session";
import type { SyncedLineStore } from "./synced-line-store";

const noUser = () => null;

/** The logged-in user, or null (re-renders on login, logout and changes made in another tab). */
export function useUser(): StoredUser | null {
  const { store } = useSession();
  const subscribe = useCallback((onChange: () => void) => store.sub(userAtom, onChange), [store]);
  // The server renders every page logged out (the user is kept in this browser): hydration does
  // too, and the stored user shows when `useHydrated` turns, without a mismatch. Not jotai's
  // `useAtomValue`: it re-renders its component once more after mounting (a reducer dispatch in
  // its effect), and every product card reads the user — a synchronous re-render of all of them
  // right after hydration (issue 16: TBT).
  const hydrated = useHydrated();
  return useSyncExternalStore(subscribe, hydrated ? () => store.get(userAtom) : noUser, noUser);
}

/**
 * Logout (spec §4): the server call (result ignored), then the user, customer token, cart, auth
 * state and their storage are reset and the shopper goes home. `keepCart` keeps the cart (as the
 * guest's temporary copy); otherwise the temporary cart is removed too. Unless the caller says,
 * the cart is kept on the vertical's shared-device pages (`sharedDevicePaths`: a kiosk, a table's
 * tablet), where it is the device's order, not the diner's.
 */
export function useLogout(): (options?: { keepCart?: boolean }) => Promise<void> {
  const session = useSession();
  const router = useRouter();
  const sharedDevicePaths = useVertical()?.sharedDevicePaths;
  return useCallback(
    (options?: { keepCart?: boolean }) => {
      const { path } = splitLocalePath(router.state.location.pathname);
      const sharedDevice = sharedDevicePaths?.includes(path) ?? false;
      return session.logout({ keepCart: sharedDevice, ...options });
    },
    [session, router, sharedDevicePaths],
  );
}

/** Opens the auth dialog (type login by default) and closes it. */
export function useAuthDialog(): {
  open(type?: AuthType, options?: OpenAuthOptions): void;
  close(): void;
} {
  const session = useSession();
  return useMemo(
    () => ({
      open: (type?: AuthType, options?: OpenAuthOptions) => session.openAuth(type, options),
      close: () => session.closeAuth(),
    }),
    [session],
  );
}

/**
 * What a server render knows of the shopper's lines: nothing (they live in this browser's storage).
 * Hydration renders this too, so the first client render matches the server's HTML whatever the
 * storage holds — even a corrupt value — and the stored lines show right after.
 */
const SERVER_LINES: LineSnapshot = { list: [], length: 0, owner: "guest" };
const serverLines = () => SERVER_LINES;

function useLines(store: SyncedLineStore): LineSnapshot {
  // Until `useHydrated` turns (in a transition), the browser reads what the server rendered: the
  // stored lines then show in that sliced render, not in a synchronous re-render of every card.
  const hydrated = useHydrated();
  return useSyncExternalStore(store.subscribe, hydrated ? store.getSnapshot : serverLines, serverLines);
}

/** The cart store (add, replace, remove lines; spec §4 rules from core). */
export function useCartStore(): SyncedLineStore {
  return useSession().cart;
}

/** The wishlist store. */
export function useWishlistStore(): SyncedLineStore {
  return useSession().wishlist;
}

/** The cart's state: `list`, `length` (sum of quantities) and `owner`. */
export function useCart(): LineSnapshot {
  return useLines(useSession().cart);
}

/** The wishlist's state: `list`, `length` and `owner`. */
export function useWishlist(): LineSnapshot {
  return useLines(useSession().wishlist);
}

/** The number of items in the cart: the sum of the line quantities (spec §3). */
export function useCartCount(): number {
  return useCart().length;
}

/** The number of lines in the wishlist (spec §3). */
export function useWishlistCount(): number {
  return useWishlist().length;
}
