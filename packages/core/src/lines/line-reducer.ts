import type { CartLine } from "../contracts/cart-line.js";
import { LINE_CAPS } from "./caps.js";
import { type LineKey, sameLine } from "./line-key.js";
import { normaliseLine } from "./normalise-line.js";

/** A line to set: a normalised line whose quantity may be 0 (which removes it). */
export type LineInput = Omit<CartLine, "qty"> & { qty: number };

/** What can happen to a list of lines. */
export type LineAction =
  /** Adds or replaces the matching line when qty ≠ 0, removes it when qty = 0 (spec §4). */
  | { type: "set"; line: LineInput }
  /** Removes the matching line. */
  | { type: "remove"; key: LineKey }
  /** Replaces every line (a server list, a storage load); invalid lines and duplicates are dropped. */
  | { type: "replace"; lines: readonly unknown[] }
  /** Removes every line. */
  | { type: "clear" };

function setLine(lines: readonly CartLine[], input: LineInput): readonly CartLine[] {
  const index = lines.findIndex((line) => sameLine(line, input));
  if (input.qty === 0) return index === -1 ? lines : lines.filter((_, i) => i !== index);
  const line = normaliseLine(input);
  if (!line) return lines;
  if (index !== -1) return lines.map((existing, i) => (i === index ? line : existing));
  return lines.length >= LINE_CAPS.maxLines ? lines : [...lines, line];
}

/**
 * Folds records into a clean list: each is normalised (invalid ones dropped), a later duplicate
 * replaces the earlier one in its place, and at most `LINE_CAPS.maxLines` lines are kept.
 */
export function toLines(records: readonly unknown[]): readonly CartLine[] {
  let lines: readonly CartLine[] = [];
  for (const record of records) {
    const line = normaliseLine(record);
    if (line) lines = setLine(lines, line);
  }
  return lines;
}

/**
 * The pure reducer under the cart and wishlist stores. Returns the same array when nothing
 * changed (an invalid line, a quantity that is negative, fractional or too large, removing a
 * missing line), so subscribers are not woken for nothing.
 */
export function reduceLines(lines: readonly CartLine[], action: LineAction): readonly CartLine[] {
  switch (action.type) {
    case "set": {
      const { qty } = action.line;
      if (!Number.isSafeInteger(qty) || qty < 0 || qty > LINE_CAPS.maxQty) return lines;
      return setLine(lines, action.line);
    }
    case "remove": {
      const next = lines.filter((line) => !sameLine(line, action.key));
      return next.length === lines.length ? lines : next;
    }
    case "replace":
      return toLines(action.lines);
    case "clear":
      return lines.length === 0 ? lines : [];
  }
}
