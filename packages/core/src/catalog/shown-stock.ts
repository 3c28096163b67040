/**
 * How much of a product's stock a catalogue answer shows. A shopper sees "Only N left" at or below
 * `LOW_STOCK` units and "In stock" above: the exact count of a well-stocked product changes with
 * every order and tells them nothing. So catalogue answers (lists, product pages, the home) carry
 * stock exactly while it is low and as "plenty" — `PLENTY_UNITS` of the product's largest unit —
 * above. An order that leaves a product well stocked then changes no cached answer and no cached
 * page; the cart and the checkout check the real stock.
 */

/** At or below this many units a product reads "Only N left". */
export const LOW_STOCK = 5;

/** The units a catalogue answer shows at most: one more than "low", which reads as plenty. */
export const PLENTY_UNITS = LOW_STOCK + 1;

/**
 * The most base units a catalogue answer shows for a variant sold in units of these `multipliers`
 * (an other-unit price's: a box of 12 is 12, a 250 g piece of a kilogram 0.25): `PLENTY_UNITS` of
 * the largest unit, at least of the base unit itself.
 */
export function shownStockCap(multipliers: readonly number[] = []): number {
  return PLENTY_UNITS * Math.max(1, ...multipliers);
}

/** The stock a catalogue answer shows for a variant with `quantity` base units in stock. */
export function shownStock(quantity: number, cap: number): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  return Math.min(quantity, cap);
}

/**
 * Whether a shown stock, in the unit the shopper buys, means plenty: the quantity they may choose is
 * then not bounded by it (the cart tells them if they ask for more than there is).
 */
export function isPlentyStock(unitStock: number): boolean {
  // A cap divided back by its own unit may land a rounding error short of PLENTY_UNITS.
  return unitStock >= PLENTY_UNITS - 1e-9;
}
