import type { StoredUser } from "@storefront/core/contracts/user";

/**
 * What the router's guards need from the session (spec §4): who is logged in, and a way to ask for a
 * login. The session/auth feature implements it and plugs it into the shell's bridge.
 */
export interface AuthHandler {
  /** The logged-in user, or null. Read on every navigation, so keep it synchronous and cheap. */
  getUser(): StoredUser | null;
  /**
   * Opens the auth dialog and records `target` (a same-origin, localized browser path with its query,
   * e.g. `/ar/checkout?step=2`) to visit after a successful login.
   */
  requestLogin(target: string): void;
}

/** The shell's end of the session: the router context calls it, the session feature connects to it. */
export interface AuthBridge extends AuthHandler {
  /** Routes `getUser`/`requestLogin` to `handler` until the returned function is called. */
  connect(handler: AuthHandler): () => void;
  /** The target of the last `requestLogin` made while no handler was connected (or null). */
  pendingTarget(): string | null;
}

/**
 * Creates the bridge for one mount. Until the session feature connects, `getUser` answers from
 * `fallback` (the page payload's user) and `requestLogin` only remembers the target, so a handler
 * that connects later (its code is lazy) can open the dialog for it.
 */
export function createAuthBridge(fallback: AuthHandler["getUser"] = () => null): AuthBridge {
  let handler: AuthHandler | null = null;
  let pending: string | null = null;
  return {
    getUser: () => (handler ? handler.getUser() : fallback()),
    requestLogin(target) {
      if (handler) handler.requestLogin(target);
      else pending = target;
    },
    connect(next) {
      handler = next;
      if (pending !== null) {
        const target = pending;
        pending = null;
        next.requestLogin(target);
      }
      return () => {
        if (handler === next) handler = null;
      };
    },
    pendingTarget: () => pending,
  };
}
