/** Minor units (cents, fils…) per major unit: the storefront's prices carry two decimals. */
export const MINOR_PER_MAJOR = 100;

/**
 * Converts an amount in major units (12.5) to integer minor units (1250), rounding half away from
 * zero so binary noise (0.1 + 0.2) never shifts a cent. Non-finite input gives 0.
 */
export function toMinorUnits(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const scaled = amount * MINOR_PER_MAJOR;
  // Rounding a value such as 1.005 * 100 = 100.49999… must still count as a half.
  const rounded = Math.sign(scaled) * Math.round(Math.abs(scaled) + 1e-9);
  return rounded === 0 ? 0 : rounded;
}

/** Converts integer minor units back to major units (1250 → 12.5). */
export function fromMinorUnits(minor: number): number {
  return Number.isFinite(minor) ? Math.round(minor) / MINOR_PER_MAJOR : 0;
}
