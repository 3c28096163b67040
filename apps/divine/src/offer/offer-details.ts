import { LINE_DETAIL_LIMITS, type LineDetails } from "@storefront/core/cart";
import { addIsoDays } from "@storefront/core/format";

/** How far ahead an offering can be made (days from today). */
export const OFFERING_WINDOW_DAYS = 365;

/** Who an offering is made for: the devotee themself, or someone they name. */
export type OfferedFor = "myself" | "someone";

/** What the offer form holds. */
export interface OfferValues {
  offeredFor: OfferedFor;
  /** The name it is offered for (only read for `someone`). */
  name: string;
  /** The day it is made (`YYYY-MM-DD`), or undefined before one is chosen. */
  day: string | undefined;
  /** An optional intention or prayer. */
  intention: string;
}

/** Why a field of the offer form cannot be used. */
export type OfferProblem =
  | "name_missing"
  | "name_too_long"
  | "day_missing"
  | "day_past"
  | "day_too_far"
  | "intention_too_long";

/** The form's problems by field (none: it can be offered). */
export type OfferProblems = Partial<Record<"name" | "day" | "intention", OfferProblem>>;

/** The form read: the line's details, or what to fix. */
export type OfferReading = { ok: true; details: LineDetails } | { ok: false; problems: OfferProblems };

/** The first and last day an offering can be made, from today (`YYYY-MM-DD`). */
export function offeringDays(today: string): { first: string; last: string } {
  return { first: today, last: addIsoDays(today, OFFERING_WINDOW_DAYS) ?? today };
}

/**
 * Reads the offer form into the line's details (core's `LineDetails`): `for_name` only for
 * someone else (an offering "for myself" has none), the day (`date`) — from today, at most
 * `OFFERING_WINDOW_DAYS` ahead — and the intention as the line's `note`, trimmed, within core's
 * limits. Text is never cut: too long is a problem to fix.
 */
export function readOffer(values: OfferValues, today: string): OfferReading {
  const problems: OfferProblems = {};
  const name = values.name.trim();
  if (values.offeredFor === "someone") {
    if (!name) problems.name = "name_missing";
    else if (name.length > LINE_DETAIL_LIMITS.forName) problems.name = "name_too_long";
  }
  const { first, last } = offeringDays(today);
  if (!values.day) problems.day = "day_missing";
  else if (values.day < first) problems.day = "day_past";
  else if (values.day > last) problems.day = "day_too_far";
  const intention = values.intention.trim();
  if (intention.length > LINE_DETAIL_LIMITS.note) problems.intention = "intention_too_long";
  if (Object.keys(problems).length > 0 || !values.day) return { ok: false, problems };
  return {
    ok: true,
    details: {
      ...(values.offeredFor === "someone" ? { for_name: name } : {}),
      date: values.day,
      ...(intention ? { note: intention } : {}),
    },
  };
}

/** The form's values for an offering line's details (to change an offering already in the cart). */
export function offerValuesOf(details: LineDetails | null | undefined): OfferValues {
  return {
    offeredFor: details?.for_name ? "someone" : "myself",
    name: details?.for_name ?? "",
    day: details?.date,
    intention: details?.note ?? "",
  };
}
