import type { Partner } from "@storefront/core/contracts/partner";
import { useStorefrontContext } from "../routing";
import type { CatalogFlavour, VerticalDefinition } from "../vertical";

export type { CatalogFlavour };

const PLAIN: CatalogFlavour = Object.freeze({ marketplace: false, adventurePark: false });

/**
 * The catalogue flavour the vertical gives a partner (its definition's `catalogFlavour`); a plain
 * shop — no vendors, no tickets — when it gives none.
 */
export function catalogFlavour(
  vertical: Pick<VerticalDefinition, "catalogFlavour"> | null | undefined,
  partner: Partner | null | undefined,
): CatalogFlavour {
  if (!vertical?.catalogFlavour || !partner) return PLAIN;
  return { ...PLAIN, ...vertical.catalogFlavour(partner) };
}

/** The flavour of the mounted vertical for the current partner (both from the router context). */
export function useCatalogFlavour(): CatalogFlavour {
  const { vertical, partner } = useStorefrontContext();
  return catalogFlavour(vertical, partner);
}
