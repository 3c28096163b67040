import type { PartnerType } from "../contracts/partner.js";

/** Names of the route middlewares (the spec's route validators), run in the listed order. */
export const ROUTE_MIDDLEWARE_NAMES = [
  /** `/complete`: without a non-empty `order_ref` in the query, redirect to `/`. */
  "require-order-ref",
  /** `/all-offer`: without `show-list` in the query, redirect to `/booking`. */
  "require-show-list",
  /** `/category`: mobile only; on a desktop the page does not exist. */
  "mobile-only",
  /** `/checkout-sugar`: only for a restaurant partner with the sugar flag (isSugar). */
  "sugar-checkout",
  /** `/reset-password`: navigation is stopped when a user is logged in. */
  "guest-only",
  /** `/partner-not-found`: a visitor with a valid partner is sent to `/`. */
  "partner-not-found",
  /** `/{pageName}`: only the partner's own pages exist. */
  "partner-page",
] as const;

/** A route middleware name known to core. */
export type RouteMiddlewareName = (typeof ROUTE_MIDDLEWARE_NAMES)[number];

/** One route of the storefront (spec §2), as data. */
export interface RouteDefinition {
  /** The route name without locale suffix (`account-orders-id`); see `localizedRouteName`. */
  readonly name: string;
  /** The unprefixed path; `:param` segments match one path segment (`/products/:id/:slug`). */
  readonly path: string;
  /**
   * Partner types that may use the route. Absent or `"general"` → every partner (spec §2: a route
   * is available if its partnerType matches, is general, or is absent).
   */
  readonly partnerTypes?: readonly PartnerType[] | "general";
  /** Requires a logged-in user (spec §3 route meta `requiresAuth`). */
  readonly requiresAuth?: boolean;
  /** False for pages rendered without the site layout (`/account`). */
  readonly layout?: boolean;
  /** Unconditional redirect to this unprefixed path once the route is allowed. */
  readonly redirect?: string;
  /** Validators, by name, run in order; an unknown name throws 'Unknown route middleware'. */
  readonly middleware?: readonly string[];
  /**
   * The page shows the shopper's browser state (the guest cart kept in localStorage, the stored
   * customer's order): only the browser can render it (decision 0025).
   */
  readonly browserState?: boolean;
  /**
   * The page's server HTML is built from catalogue data alone (products, categories, stock…), so
   * the server may cache it under the tenant's catalogue version (decisions 0010, 0020).
   */
  readonly catalogueOnly?: boolean;
  /**
   * What search engines are told beyond what the rest of the route says (`"private"`, `"unlisted"`:
   * see `CRAWL_MARKS` in `crawl.ts`, where the manifest's own routes are marked, off the browser's
   * first load; a vertical's or a test's table may mark its routes here).
   */
  readonly crawl?: "private" | "unlisted";
}

const SALON_HOSPITAL = ["salon", "hospital"] as const satisfies readonly PartnerType[];
const RETAIL_DIVINE_SALON = ["retail", "divine", "salon"] as const satisfies readonly PartnerType[];
const CATALOGUE = ["retail", "salon", "snachoo"] as const satisfies readonly PartnerType[];

const ACCOUNT_CHILDREN = [
  "addresses",
  "appointment",
  "dashboard",
  "myorders",
  "orders",
  "orders/:id",
  "profile",
  "profileBkup",
  "returns",
  "returns/:id",
  "statement",
] as const;

function nameOf(path: string): string {
  if (path === "/") return "index";
  return path
    .slice(1)
    .split("/")
    .map((segment) => (segment.startsWith(":") ? segment.slice(1) : segment))
    .join("-");
}

function route(path: string, rest: Omit<RouteDefinition, "path" | "name"> = {}): RouteDefinition {
  return Object.freeze({ name: nameOf(path), path, ...rest });
}

/**
 * The storefront's route table (spec §2), unprefixed: every route also exists under `/ar`
 * (`localizePath`). `/{pageName}` (`/:pageName`, name `pageName`) is matched last, against the
 * partner's pages list. Account children inherit `requiresAuth` and the missing layout.
 */
export const ROUTES: readonly RouteDefinition[] = Object.freeze([
  route("/"),
  route("/account", { requiresAuth: true, layout: false, redirect: "/account/profile" }),
  ...ACCOUNT_CHILDREN.map((child) => route(`/account/${child}`, { requiresAuth: true, layout: false })),
  // The plural a visitor (or an old bookmark) types for the appointments page (issue 15).
  route("/account/appointments", { requiresAuth: true, layout: false, redirect: "/account/appointment" }),
  route("/all-offer", { partnerTypes: SALON_HOSPITAL, middleware: ["require-show-list"] }),
  route("/booking", { partnerTypes: SALON_HOSPITAL }),
  route("/bookingBKUP", { partnerTypes: SALON_HOSPITAL }),
  route("/cart", { browserState: true }),
  route("/categories", { partnerTypes: ["retail"], catalogueOnly: true }),
  route("/category", { partnerTypes: ["retail"], middleware: ["mobile-only"] }),
  route("/checkout", { partnerTypes: ["retail", "divine", "snachoo", "salon"], requiresAuth: true }),
  route("/checkout-sugar", {
    partnerTypes: ["restaurant"],
    requiresAuth: true,
    middleware: ["sugar-checkout"],
  }),
  // The thank-you page is for the stored customer's own order: the server cannot know whose it is.
  route("/complete", {
    partnerTypes: RETAIL_DIVINE_SALON,
    middleware: ["require-order-ref"],
    browserState: true,
  }),
  route("/failure", { partnerTypes: RETAIL_DIVINE_SALON }),
  route("/contact"),
  route("/digi-menu", { partnerTypes: ["restaurant"] }),
  route("/digital-menu", { partnerTypes: ["restaurant"] }),
  route("/digital-menu-BKUP", { partnerTypes: ["restaurant"] }),
  route("/digital-menu-cart", { partnerTypes: ["restaurant"], browserState: true }),
  route("/menu", { partnerTypes: ["restaurant"] }),
  route("/kiosk"),
  route("/digital-products", { partnerTypes: ["retail"], catalogueOnly: true }),
  // A discount link (`/discount/CODE`): it applies the coupon to the shopper's cart and goes home.
  route("/discount/:code", { browserState: true }),
  route("/paid-plans", { partnerTypes: SALON_HOSPITAL }),
  route("/vouchers", { partnerTypes: SALON_HOSPITAL }),
  route("/partner-not-found", { middleware: ["partner-not-found"] }),
  route("/products", { partnerTypes: CATALOGUE, catalogueOnly: true }),
  route("/products/:id", { partnerTypes: CATALOGUE, catalogueOnly: true }),
  route("/products/:id/:slug", { partnerTypes: CATALOGUE, catalogueOnly: true }),
  route("/reset-password", { middleware: ["guest-only"] }),
  route("/search", { partnerTypes: ["retail"], catalogueOnly: true }),
  route("/sugar-cart", { browserState: true }),
  route("/wishlist", { partnerTypes: ["retail", "snachoo", "salon"], browserState: true }),
  route("/:pageName", { middleware: ["partner-page"] }),
]);

/** A route by its name (without locale suffix), or undefined. */
export function routeByName(
  name: string,
  routes: readonly RouteDefinition[] = ROUTES,
): RouteDefinition | undefined {
  return routes.find((candidate) => candidate.name === name);
}
