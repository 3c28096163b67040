/**
 * `@storefront/kit/dates` — calendar days between the API (`YYYY-MM-DD`) and ui's date picker,
 * and dates and times formatted in the partner's time zone, named.
 * @module
 */
// One rule for calendar days, core's (it also refuses days that do not exist, like 2026-02-31).
export { addIsoDays, fromIsoDay, toIsoDay } from "@storefront/core/format";
export {
  appointmentCalendarFile,
  type CalendarFileEvent,
  calendarUtc,
  escapeCalendarText,
  foldCalendarLine,
} from "./calendar-file";
export { CalendarFileLink, type CalendarFileLinkProps } from "./calendar-file-link";
export { useDayFormat } from "./day-format";
export { createZonedFormat, usePartnerTimeFormat, type ZonedFormat } from "./zoned-format";
