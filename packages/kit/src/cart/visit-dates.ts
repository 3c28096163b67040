import { type LineKey, lineKeyString } from "@storefront/core/cart";
import { atom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

// `globalThis.localStorage` is undefined where there is none (server rendering, a plain Node import of
// `@storefront/kit/cart`); jotai then keeps the value in memory. `getOnInit` reads it at module load.
const storedVisitDatesAtom = atomWithStorage<Record<string, string>>(
  "cartVisitDates",
  {},
  createJSONStorage<Record<string, string>>(() => globalThis.localStorage),
  { getOnInit: true },
);

/**
 * The visit day of adventure-park ticket lines (`update_cart`'s `visit_date`), by line key. Core's
 * cart line has no such field, so the days live beside the cart (localStorage `cartVisitDates`)
 * and go with every write of their line. Anything stored that is not a day reads as absent.
 */
export const visitDatesAtom = atom(
  (get) => {
    const stored = get(storedVisitDatesAtom);
    const days: Record<string, string> = {};
    if (typeof stored !== "object" || stored === null) return days;
    for (const [key, value] of Object.entries(stored)) {
      if (typeof value === "string" && ISO_DAY.test(value)) days[key] = value;
    }
    return days;
  },
  (get, set, change: { key: LineKey; day: string | null }) => {
    const next = { ...get(storedVisitDatesAtom) };
    const key = lineKeyString(change.key);
    if (change.day && ISO_DAY.test(change.day)) next[key] = change.day;
    else delete next[key];
    set(storedVisitDatesAtom, next);
  },
);
