/** Minor units (integer cents) → a wire amount in major units with at most two decimals. */
export function toMajor(minor: number): number {
  return Math.round(minor) / 100;
}

/** A wire amount in major units → integer minor units. */
export function toMinor(major: number): number {
  return Math.round(major * 100);
}

/** The VAT included in a tax-inclusive amount, rounded to the minor unit. */
export function includedTax(grossMinor: number, rateBp: number): number {
  return Math.round((grossMinor * rateBp) / (10_000 + rateBp));
}

/**
 * Splits an amount (minor units) across parts in proportion to their weights, exactly: the
 * shares add up to the amount, remainders going to the largest fractions (the coupon discount of
 * an order spread over its lines).
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact.map((value, i) => ({ i, fraction: value - Math.floor(value) }));
  order.sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}

/**
 * What returning `qty` more units of a line refunds, when `alreadyReturned` units were returned
 * before: the units' share of what the line really cost (`paidMinor`, after the discount). Shares
 * are cumulative floors, so returning every unit, in any number of returns, refunds exactly
 * `paidMinor` — never more than was paid.
 */
export function unitsRefund(
  paidMinor: number,
  lineQty: number,
  alreadyReturned: number,
  qty: number,
): number {
  const upTo = (units: number) => Math.floor((paidMinor * units) / lineQty);
  return upTo(alreadyReturned + qty) - upTo(alreadyReturned);
}
