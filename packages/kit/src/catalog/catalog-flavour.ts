import type { Partner } from "@storefront/core/contracts/partner";
import { usePartner } from "../partner";

/** What the partner changes in the catalogue's looks and wording. */
export interface CatalogFlavour {
  /** snachoo partners are marketplaces: products show their vendor. */
  marketplace: boolean;
  /**
   * `snachoo_settings.is_adventure_park`: products are tickets and passes; a visit day is chosen
   * before booking (docs/decisions/0004-adventure-park.md).
   */
  adventurePark: boolean;
}

/** The catalogue flavour of a partner. */
export function catalogFlavour(
  partner: Pick<Partner, "snachoo_settings"> | null | undefined,
): CatalogFlavour {
  const settings = partner?.snachoo_settings;
  return {
    marketplace: settings?.type === "snachoo",
    adventurePark: settings?.is_adventure_park === true,
  };
}

/** The flavour of the current partner (needs the shell's `PartnerProvider`). */
export function useCatalogFlavour(): CatalogFlavour {
  return catalogFlavour(usePartner());
}
