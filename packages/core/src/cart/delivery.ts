import type { CartLine } from "../contracts/cart-line.js";

/**
 * True when some line of the cart has to be delivered: any line not marked digital. A cart of
 * digital lines only (e-books, gift cards) is ordered without a delivery method, an address or a
 * delivery fee; an empty cart delivers nothing.
 */
export function needsDelivery(lines: readonly Pick<CartLine, "is_digital">[]): boolean {
  return lines.some((line) => line.is_digital !== true);
}
