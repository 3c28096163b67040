/**
 * `@storefront/kit/pages` — pages every vertical shares, each with its route factory: `/contact`,
 * `/{pageName}` (partner CMS pages, sanitised), `/kiosk` and `/partner-not-found`. Page components
 * are loaded lazily by their routes.
 * @module
 */
export {
  CONTACT_CONFIG_KEYS,
  type ContactDetails,
  contactDetails,
  telHref,
} from "./contact-details";
export { createContactRoute } from "./contact-route";
export { kioskLeadsToMenu } from "./kiosk";
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
export { isExternalHref, type SanitizeOptions, sanitizePartnerHtml } from "./sanitize-html";
export { type PartnerPageLink, usePartnerPageLinks } from "./use-partner-page-links";
