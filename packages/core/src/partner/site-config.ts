import { isJsonObject, safeJsonParse } from "../storage/safe-json.js";

/** Limits for the partner's JSON `site_config` string: 64 KB of text, 8 levels deep. */
export const SITE_CONFIG_LIMITS = Object.freeze({ maxChars: 64 * 1024, maxDepth: 8 });

/**
 * Parses the partner's `cms_config.site_config` JSON string into an object, or null when it is
 * absent, unparsable, oversized or not an object (spec §4: an unparsable config is ignored).
 * Deeper containers are dropped and `__proto__` / `constructor` / `prototype` keys removed.
 */
export function parseSiteConfig(siteConfig: unknown): Record<string, unknown> | null {
  const parsed = safeJsonParse(siteConfig, SITE_CONFIG_LIMITS);
  return isJsonObject(parsed) ? parsed : null;
}

/**
 * Whether to show the age-verification popup (spec §4): the parsed site config has
 * `popup_age_verify` set — `true`, `1`, `"1"` or `"true"`. Anything else, or an unparsable
 * config, means no popup.
 */
export function shouldVerifyAge(siteConfig: unknown): boolean {
  const flag = parseSiteConfig(siteConfig)?.popup_age_verify;
  return flag === true || flag === 1 || flag === "1" || flag === "true";
}

/** The kiosk's idle period when the partner sets none, and the bounds a setting is held to (seconds). */
export const KIOSK_IDLE_SECONDS = Object.freeze({ default: 90, min: 20, max: 900 });

/**
 * How long a self-service kiosk waits without a touch before it resets (seconds): the site
 * config's `kiosk_idle_seconds` (a number or a numeric string) within `KIOSK_IDLE_SECONDS`'
 * bounds, else the default.
 */
export function kioskIdleSeconds(siteConfig: unknown): number {
  const raw = parseSiteConfig(siteConfig)?.kiosk_idle_seconds;
  const value = typeof raw === "string" && /^\d{1,5}$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof value !== "number" || !Number.isInteger(value)) return KIOSK_IDLE_SECONDS.default;
  return Math.min(KIOSK_IDLE_SECONDS.max, Math.max(KIOSK_IDLE_SECONDS.min, value));
}
