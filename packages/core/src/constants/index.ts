/**
 * Every business constant of spec §9 (and the few rule constants of §2 and §5) in one place, so a
 * timing or a key is changed once. Objects are frozen: core holds no mutable module state.
 */

/** The storefront's locales (spec §9); English is the default and is never prefixed. */
export const LOCALES = ["en", "ar"] as const;

/** The default locale, served without a path prefix. */
export const DEFAULT_LOCALE = "en" as const;

/** Locale routing strategy (spec §9): every locale but the default carries a path prefix. */
export const LOCALE_STRATEGY = "prefix_except_default" as const;

/** Path prefix of the Arabic routes (spec §2). */
export const ARABIC_PATH_PREFIX = "/ar" as const;

/** The locale cookie (spec §3, §9): `i18n_redirected`, 365 days, path `/`, SameSite lax. */
export const LOCALE_COOKIE = Object.freeze({
  name: "i18n_redirected",
  maxAgeDays: 365,
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: "/",
  sameSite: "lax",
} as const);

/** Route names carry the locale after three underscores (spec §9): `cart___ar`. */
export const ROUTE_NAME_SEPARATOR = "___" as const;

/** Page reload guard time-to-live (spec §9): 10 s. */
export const RELOAD_GUARD_TTL_MS = 10_000;

/** How often the app checks for a new build (spec §9): every 60 minutes. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Link preloads running at once (spec §9). */
export const PRELOAD_CONCURRENCY = 4;

/** Delay before the auth dialog's close button may appear (spec §4, §9): 150 ms. */
export const AUTH_CLOSE_BUTTON_DELAY_MS = 150;

/** Delay between the auth show flag turning true and the dialog appearing (spec §4, §9): 500 ms. */
export const AUTH_DIALOG_DELAY_MS = 500;

/** Content width of the `boxed` display type (spec §9), in CSS pixels. */
export const BOXED_CONTENT_WIDTH_PX = 1170;

/** Maximum content width of the `boxed-auto` display type (spec §9), in CSS pixels. */
export const BOXED_AUTO_MAX_WIDTH_PX = 1500;

/** Toast settings (spec §9): auto-close 3000 ms, hidden progress bar, top-right, pause on hover. */
export const TOAST = Object.freeze({
  autoCloseMs: 3000,
  hideProgressBar: true,
  position: "top-right",
  pauseOnHover: true,
} as const);

/** Delay before the device type is refreshed after a resize (spec §9): 50 ms. */
export const RESIZE_REFRESH_DELAY_MS = 50;

/** Local storage keys (spec §9). Guests use the `temp*` copies, logged-in users the others. */
export const STORAGE_KEYS = Object.freeze({
  user: "user",
  cart: "cart",
  tempCart: "tempCart",
  wishlist: "wishlist",
  tempWishlist: "tempWishlist",
} as const);

/** Date picker year range (spec §9) unless min and max are set: 100 years back, 52 ahead. */
export const DATE_PICKER_YEAR_RANGE = Object.freeze({ yearsBack: 100, yearsAhead: 52 } as const);

/** Numbers are shown with two decimals by default (spec §5). */
export const DEFAULT_DECIMALS = 2;

/** The week starts on Monday (spec §2); weekday numbers run 1 (Monday) to 7 (Sunday). */
export const WEEK_STARTS_ON = 1;

/** The key code of Enter, which submits the search box (spec §2). */
export const ENTER_KEY_CODE = 13;
