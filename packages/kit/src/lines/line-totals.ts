import type { CartLine } from "@storefront/core/cart";
import { fromMinorUnits, toMinorUnits } from "@storefront/core/format";

/** A line's total (unit price × quantity), computed in minor units. */
export function lineTotal(line: Pick<CartLine, "price" | "qty">): number {
  return fromMinorUnits(toMinorUnits(line.price) * line.qty);
}

/** The sum of the line totals. */
export function linesSubtotal(lines: readonly Pick<CartLine, "price" | "qty">[]): number {
  return fromMinorUnits(lines.reduce((sum, line) => sum + toMinorUnits(line.price) * line.qty, 0));
}
