import { useStorefrontContext } from "../routing";
import { type CatalogFlavour, catalogFlavour } from "./catalog-flavour";

/** The flavour of the mounted vertical for the current partner (both from the router context). */
export function useCatalogFlavour(): CatalogFlavour {
  const { vertical, partner } = useStorefrontContext();
  return catalogFlavour(vertical, partner);
}
