/**
 * `@storefront/core/locale` — locales, direction, locale-prefixed paths, detection, the cookie and
 * the pick of a record's localized text.
 * @module
 */
export { LOCALES } from "../constants/index.js";
export { parseCookieHeader, readLocaleCookie, serializeLocaleCookie } from "./cookie.js";
export { type DetectLocaleInput, detectLocale, type LocaleDetection, matchBrowserLocale } from "./detect.js";
export { DEFAULT_LOCALE, directionOf, documentAttributes, isLocale, type Locale } from "./locale.js";
export { localizePath, splitLocalePath } from "./locale-path.js";
export { localizedText } from "./localized-text.js";
