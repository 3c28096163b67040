/**
 * Where the shopper is in the booking flow, kept in the URL so a reload, a shared link and the
 * return after logging in land on the same choice: the service, the person (`any`: anyone
 * available), the day (`YYYY-MM-DD`, the partner's calendar), the slot's start (ISO) and an offer.
 */
export interface BookingSearch {
  service?: string;
  staff?: string;
  day?: string;
  slot?: string;
  offer?: string;
}

/** "Anyone available" in `staff`. */
export const ANYONE = "any";

const ID = /^[\w-]{1,64}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function pick(value: unknown, pattern: RegExp | ((text: string) => boolean)): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const text = String(value);
  const ok = typeof pattern === "function" ? pattern(text) : pattern.test(text);
  return ok ? text : undefined;
}

const isInstant = (text: string) => text.length <= 40 && !Number.isNaN(Date.parse(text));

/**
 * Reads the flow's search params, dropping what is malformed and what a later step cannot have
 * without an earlier one (a day without a service, a slot without a day).
 */
export function readBookingSearch(search: Record<string, unknown>): BookingSearch {
  const service = pick(search.service, ID);
  const staff = service ? pick(search.staff, ID) : undefined;
  const day = staff ? pick(search.day, DAY) : undefined;
  const slot = day ? pick(search.slot, isInstant) : undefined;
  const offer = pick(search.offer, ID);
  const result: BookingSearch = {};
  if (service) result.service = service;
  if (staff) result.staff = staff;
  if (day) result.day = day;
  if (slot) result.slot = slot;
  if (offer) result.offer = offer;
  return result;
}

/** The person's id for the API: undefined for anyone available. */
export function staffIdOf(search: BookingSearch): string | undefined {
  return search.staff && search.staff !== ANYONE ? search.staff : undefined;
}

/** A choice at one step: later steps are forgotten (a new service has other people and slots). */
export function chooseStep(search: BookingSearch, step: "service" | "staff" | "day" | "slot", value: string) {
  const order = ["service", "staff", "day", "slot"] as const;
  const next: BookingSearch = { offer: search.offer };
  for (const key of order) {
    if (key === step) {
      next[key] = value;
      break;
    }
    next[key] = search[key];
  }
  return readBookingSearch(next as Record<string, unknown>);
}
