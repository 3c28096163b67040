/**
 * Limits on what a cart or wishlist may hold, so a hostile or corrupted storage entry (or server
 * answer) cannot make the page slow or huge. Lines beyond the caps are dropped, not truncated:
 * a truncated id or name would be wrong, a missing line is merely missing.
 */
export const LINE_CAPS = Object.freeze({
  /** Most lines kept in one cart or wishlist; later lines are dropped. */
  maxLines: 200,
  /** Largest quantity of one line. */
  maxQty: 99_999,
  /** Longest string field (ids, names, image URLs), in UTF-16 code units. */
  maxStringChars: 2_048,
  /** Most entries in a localised-text map (`name_lang`). */
  maxLocalizedEntries: 16,
  /** Longest stored JSON text read at all (`cart`, `wishlist`…). */
  maxStoredChars: 1_000_000,
});
