import type { CartLine } from "../contracts/cart-line.js";

/**
 * What identifies a line (spec §4): its product_id and, where present, its other_unit_price id —
 * and its variant_id where present (issue 17: the 256 GB phone is not the 128 GB one).
 */
export interface LineKey {
  product_id: string;
  variant_id?: string | null;
  other_unit_price?: { id: string } | null;
}

/** The parts of a line's identity, in order; a missing part is null. */
function identity(line: LineKey): ReadonlyArray<string | null> {
  return [line.product_id, line.variant_id ?? null, line.other_unit_price?.id ?? null];
}

/**
 * True when two lines are the same line: same product_id, the same variant and the same
 * other-unit-price id, a line without one being distinct from a line with one (1 kg of tea and a
 * box of tea are two lines; so are the S and the M shirt). Where there are no variants and no
 * units this is the spec's product_id match.
 */
export function sameLine(a: LineKey, b: LineKey): boolean {
  const left = identity(a);
  const right = identity(b);
  return left.every((part, i) => part === right[i]);
}

/** A line's key as a string (product, variant and unit ids), e.g. for React keys. */
export function lineKeyString(line: LineKey): string {
  return JSON.stringify(identity(line));
}

/** Cart length (spec §3): the sum of the line quantities. */
export function sumQuantities(lines: readonly Pick<CartLine, "qty">[]): number {
  return lines.reduce((total, line) => total + line.qty, 0);
}
