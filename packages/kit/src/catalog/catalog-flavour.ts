import type { Partner } from "@storefront/core/contracts/partner";
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
