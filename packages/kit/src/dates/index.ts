/**
 * `@storefront/kit/dates` — calendar days between the API (`YYYY-MM-DD`) and ui's date picker,
 * and dates and times formatted in the partner's time zone, named.
 * @module
 */
export { fromIsoDay, toIsoDay } from "./calendar-day";
export { createZonedFormat, usePartnerTimeFormat, type ZonedFormat } from "./zoned-format";
