/**
 * `@storefront/core/partner` — theme variables, display layout, site config and age verification,
 * page titles and tag ids, from the partner's configuration.
 * @module
 */
export {
  AA_TEXT_CONTRAST,
  contrastRatio,
  inkOn,
  parseColor,
  type Rgb,
  readableTextOn,
  relativeLuminance,
  toHex,
} from "./contrast.js";
export { isSafeCssColor, MAX_COLOR_LENGTH } from "./css-color.js";
export { type DisplayLayout, displayLayout, displayTypeVariables } from "./display-type.js";
export {
  type DayHours,
  hoursByDay,
  type OpeningState,
  openingState,
  type Period,
  zonedClock,
} from "./opening-hours.js";
export { PARTNER_TITLE_LABEL, type PageTitleInput, pageTitle, titleSuffix } from "./page-title.js";
export { hasValidPartner } from "./partner-status.js";
export { readableTheme } from "./readable-theme.js";
export {
  KIOSK_IDLE_SECONDS,
  kioskIdleSeconds,
  parseSiteConfig,
  SITE_CONFIG_LIMITS,
  shouldVerifyAge,
} from "./site-config.js";
export { type LocalBusinessInput, localBusinessJsonLd } from "./structured-data.js";
export {
  googleTagId,
  gtmId,
  type PartnerTags,
  partnerTags,
  siteVerificationToken,
  tiktokPixelCode,
} from "./tag-ids.js";
export { themeStyleSheet, themeVariables } from "./theme.js";
