import { atom } from "jotai";

/**
 * The cart drawer of a mount (its jotai store): open or not, and which line was just added (its
 * `lineKeyString`). `AddToCartButton` opens it once an addition is confirmed.
 */
export const cartDrawerAtom = atom<{ open: boolean; addedKey: string | null }>({
  open: false,
  addedKey: null,
});
