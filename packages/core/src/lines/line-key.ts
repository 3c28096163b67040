import type { CartLine, LineDetails } from "../contracts/cart-line.js";

/**
 * What identifies a line (spec §4): its product_id and, where present, its variant_id (issue 17:
 * the 256 GB phone is not the 128 GB one) and its other_unit_price id; then the options chosen on
 * it and the shopper's details (docs/decisions/0020).
 */
export interface LineKey {
  product_id: string;
  variant_id?: string | null;
  other_unit_price?: { id: string } | null;
  options?: readonly { option_id: string }[] | null;
  details?: LineDetails | null;
}

/** The details that tell lines apart, trimmed, empty ones left out, in a fixed order. */
function detailsKey(details: LineDetails | null | undefined): [string, string][] {
  if (!details) return [];
  const out: [string, string][] = [];
  for (const name of ["date", "for_name", "note"] as const) {
    const value = details[name]?.trim();
    if (value) out.push([name, value]);
  }
  return out;
}

/**
 * A line's identity as a string — the one place that decides when two lines are the same line
 * (the stores, React keys, and the server's stored `line_key` all use it). A plain line is
 * `["<product_id>",<variant id or null>,<unit id or null>]` (spec §4's product_id and
 * other_unit_price id, and the variant: the S and the M shirt are two lines); a line with options
 * or details adds the sorted option ids and its details, so a large and a regular coffee, or a dish
 * "no onions" and the same dish plain, are two lines.
 */
export function lineKeyString(line: LineKey): string {
  const base: unknown[] = [line.product_id, line.variant_id ?? null, line.other_unit_price?.id ?? null];
  const options = [...new Set((line.options ?? []).map((option) => option.option_id))].sort();
  const details = detailsKey(line.details);
  if (options.length === 0 && details.length === 0) return JSON.stringify(base);
  return JSON.stringify([...base, options, Object.fromEntries(details)]);
}

/**
 * True when two lines are the same line (see `lineKeyString`): same product_id, same variant, same
 * other-unit-price id (a line without one differs from a line with one: 1 kg of tea and a box of
 * tea are two lines), same options and same details. Where there are no variants, units, options
 * or details this is the spec's product_id match.
 */
export function sameLine(a: LineKey, b: LineKey): boolean {
  return lineKeyString(a) === lineKeyString(b);
}

/** Cart length (spec §3): the sum of the line quantities. */
export function sumQuantities(lines: readonly Pick<CartLine, "qty">[]): number {
  return lines.reduce((total, line) => total + line.qty, 0);
}
