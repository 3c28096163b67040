/**
 * Limits of a line's own details and options: a note for the kitchen, a name the line is for, a
 * day. Longer text is refused (request) or the line dropped (storage), never cut. Kept apart from
 * the zod schemas (cart-line.ts) so stored lines can be checked at boot without loading zod.
 */
export const LINE_DETAIL_LIMITS = Object.freeze({
  /** Longest note (characters, after trimming). */
  note: 200,
  /** Longest "for" name. */
  forName: 80,
  /** Most options chosen on one line. */
  options: 20,
});
