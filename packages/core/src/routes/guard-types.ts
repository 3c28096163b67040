import type { Partner } from "../contracts/partner.js";
import type { StoredUser } from "../contracts/user.js";
import type { Locale } from "../locale/locale.js";
import type { RouteDefinition } from "./manifest.js";

/** The device class the guard sees (spec §2: `/category` is mobile only). */
export type DeviceType = "mobile" | "desktop";

/** Why the guard redirected. */
export type RedirectReason =
  /** No partner access token: everything goes to `/partner-not-found`. */
  | "partner-missing"
  /** On `/partner-not-found` with a valid partner: back to `/`. */
  | "partner-loaded"
  /** `/complete` without `order_ref`. */
  | "missing-order-ref"
  /** `/all-offer` without `show-list`. */
  | "missing-show-list"
  /** A route that always redirects (`/account` → `/account/profile`). */
  | "route-redirect";

/**
 * The guard's verdict, a plain value the router adapter maps (kit: `redirect()` / `notFound()` /
 * opening the auth dialog / cancelling the navigation). Every path in it is localised.
 */
export type GuardResult =
  | { kind: "allow"; route: RouteDefinition; params: Record<string, string>; locale: Locale }
  | { kind: "redirect"; to: string; reason: RedirectReason }
  | { kind: "not-found"; status: 404; message: string }
  /**
   * Login needed: open the auth dialog and record `target` for after login. `redirectTo` is set
   * on first load only (spec §4: a checkout path goes to the cart, any other path home).
   */
  | { kind: "login-required"; target: string; redirectTo?: string }
  /**
   * The navigation is stopped (spec §2: `/reset-password` while logged in): stay where you are,
   * or go to `fallback` when there is nowhere to stay (first load).
   */
  | { kind: "stop"; reason: "logged-in"; fallback: string };

/** Search parameters as a query string (`?a=1`) or as the router's parsed object. */
export type GuardSearch = string | Readonly<Record<string, unknown>>;

/** What the guard looks at. Everything is passed in: no global state, no DOM. */
export interface GuardInput {
  /** The browser path, possibly `/ar`-prefixed; its query is used when `search` is not given. */
  path: string;
  /** The query (string or the router's parsed object); wins over a query in `path`. */
  search?: GuardSearch;
  /** The loaded partner; null or without access token → `/partner-not-found`. */
  partner: Pick<Partner, "access_token" | "pages" | "snachoo_settings" | "business_overrides"> | null;
  /** The logged-in user, or null. */
  user: Pick<StoredUser, "token"> | null;
  device: DeviceType;
  /** True for the first page of the visit (no page to stay on). */
  isFirstLoad: boolean;
  /** Another route table (a vertical's extension); core's `ROUTES` by default. */
  routes?: readonly RouteDefinition[];
  /**
   * True when the guard runs for a server render, which cannot know what only the browser knows
   * (the stored user, the viewport): the checks that read them — login, `mobile-only`,
   * `guest-only` — are skipped, and the browser runs them before it hydrates (decision 0031).
   */
  onServer?: boolean;
}

/** What a middleware sees. */
export interface MiddlewareContext {
  input: GuardInput;
  route: RouteDefinition;
  params: Record<string, string>;
  locale: Locale;
  /** The localised path and query as requested. */
  fullPath: string;
  /** True when the query has the key (a value-less flag counts). */
  hasQuery(key: string): boolean;
  /** The first value of a query key, or null. */
  query(key: string): string | null;
}

/** A middleware: null lets the navigation continue, a result ends it. */
export type RouteMiddleware = (context: MiddlewareContext) => GuardResult | null;
