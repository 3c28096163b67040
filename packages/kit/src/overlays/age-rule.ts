import type { Partner } from "@storefront/core/contracts/partner";
import { shouldVerifyAge } from "@storefront/core/partner";
import { readRaw, type StorageLike, writeRaw } from "@storefront/core/storage";

// The age gate's rule, apart from its dialog: checked at boot in the first load, while the popup's
// code loads only for the partners that need it.

/** Where the shopper's age confirmation is remembered (per site: localStorage is per origin). */
export const AGE_VERIFIED_STORAGE_KEY = "ageVerified";

/**
 * Whether the age-verification popup should show (spec §4): the partner's `site_config` parses
 * with `popup_age_verify` set (core's rule; an unparsable config is ignored), and the shopper has
 * not confirmed on this site before.
 */
export function needsAgeVerification(partner: Partner | null | undefined, storage: StorageLike): boolean {
  if (!partner || !shouldVerifyAge(partner.cms_config.site_config)) return false;
  return readRaw(storage, AGE_VERIFIED_STORAGE_KEY) !== "1";
}

/** Remembers the confirmation (false when storage refused it: the popup then asks each visit). */
export function rememberAgeVerified(storage: StorageLike): boolean {
  return writeRaw(storage, AGE_VERIFIED_STORAGE_KEY, "1");
}
