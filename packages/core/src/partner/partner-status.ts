import type { Partner } from "../contracts/partner.js";

/**
 * True when a partner is loaded and usable: it has an access token (spec §4: no access token
 * leads to /partner-not-found).
 */
export function hasValidPartner(partner: Pick<Partner, "access_token"> | null | undefined): boolean {
  return typeof partner?.access_token === "string" && partner.access_token.trim() !== "";
}
