import { DEFAULT_DECIMALS } from "../constants/index.js";

/**
 * Formats a number with a fixed number of decimals (2 by default, spec §5) for the given locale.
 * Non-finite input formats as zero so a malformed price never renders "NaN".
 */
export function formatNumber(value: number, locale = "en", decimals = DEFAULT_DECIMALS): string {
  const safe = Number.isFinite(value) ? value : 0;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(safe);
}
