/**
 * `@storefront/kit/pages` — pages every vertical shares, each with its route factory: `/contact`,
 * `/{pageName}` (partner CMS pages, sanitised), `/kiosk` and `/partner-not-found`; and
 * `createSharedPageRoutes`, the ones the shell mounts beside every vertical's. Page components
 * are loaded lazily by their routes.
 * @module
 */
export {
  CONTACT_CONFIG_KEYS,
  type ContactDetails,
  contactDetails,
} from "./contact-details";
export { createContactRoute } from "./contact-route";
export { createKioskRoute } from "./kiosk-route";
export { readablePageName } from "./page-titles";
export { PartnerNotFoundPage } from "./partner-not-found-page";
export { createPartnerNotFoundRoute } from "./partner-not-found-route";
export { createPartnerPageRoute } from "./partner-page-route";
export {
  isPartnerPage,
  type PartnerPageContent,
  type PartnerPageSummary,
  partnerPageKeys,
  partnerPageListQueryOptions,
  partnerPageNames,
  partnerPageQueryOptions,
} from "./partner-pages-query";
export {
  addressLines,
  type PhoneContact,
  type PublishedContact,
  publishedContact,
  telHref,
} from "./published-contact";
export {
  isExternalHref,
  type SanitizeOptions,
  sanitizePartnerHtml,
  setSanitizerWindow,
} from "./sanitize-html";
export { createSharedPageRoutes } from "./shared-page-routes";
export { createSugarCartRoute } from "./sugar-cart-route";
export { type PartnerPageLink, usePartnerPageLinks } from "./use-partner-page-links";
export {
  OpenNow,
  type OpenNowProps,
  useHoursFormat,
  WeeklyHoursList,
  type WeeklyHoursListProps,
} from "./weekly-hours";
