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

/**
 * The flow's choice as the URL carries it: a numeric id as a number (`?service=4`), since the
 * router's serialiser would quote a string that looks like one (`?service=%224%22`, issue 43); an
 * id of other text, a day and a slot as text. Read back with `readBookingSearch`, which takes
 * either form, so an old quoted link still opens its choice.
 */
export type BookingUrlSearch = { [Key in keyof BookingSearch]?: string | number };

/** A record id for a URL: a number when it is one, else the text as it is. */
export function urlId(id: string): string | number {
  return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : id;
}

/** The choice for the URL (`BookingUrlSearch`): `service`, `staff` and `offer` numbers when they are. */
export function bookingUrlSearch(search: BookingSearch): BookingUrlSearch {
  const result: BookingUrlSearch = { ...search };
  for (const key of ["service", "staff", "offer"] as const) {
    const id = search[key];
    if (id === undefined) delete result[key];
    else result[key] = urlId(id);
  }
  for (const key of ["day", "slot"] as const) if (search[key] === undefined) delete result[key];
  return result;
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
