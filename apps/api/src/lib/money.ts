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
