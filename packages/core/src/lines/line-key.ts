import type { CartLine } from "../contracts/cart-line.js";

/** What identifies a line (spec §4): its product_id and, where present, its other_unit_price id. */
export interface LineKey {
  product_id: string;
  other_unit_price?: { id: string } | null;
}

/**
 * True when two lines are the same line: same product_id and the same other-unit-price id, a line
 * without one being distinct from a line with one (1 kg of tea and a box of tea are two lines).
 * Variants do not split lines: the spec matches on product_id only.
 */
export function sameLine(a: LineKey, b: LineKey): boolean {
  return (
    a.product_id === b.product_id && (a.other_unit_price?.id ?? null) === (b.other_unit_price?.id ?? null)
  );
}

/** A line's key as a string (`product_id` + unit id), e.g. for React keys. */
export function lineKeyString(line: LineKey): string {
  return JSON.stringify([line.product_id, line.other_unit_price?.id ?? null]);
}

/** Cart length (spec §3): the sum of the line quantities. */
export function sumQuantities(lines: readonly Pick<CartLine, "qty">[]): number {
  return lines.reduce((total, line) => total + line.qty, 0);
}
