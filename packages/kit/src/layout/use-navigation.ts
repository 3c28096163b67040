import { usePartner } from "../partner";
import { useCanLinkTo, useVertical } from "../routing";
import type { NavLink } from "../vertical";

/** The mounted vertical's main links the partner can follow, in the vertical's order. */
export function useNavLinks(): NavLink[] {
  const nav = useVertical()?.nav;
  const canLinkTo = useCanLinkTo();
  return (nav ?? []).filter((link) => canLinkTo(link.path));
}

/** What the header offers: each feature only where the partner can follow its page. */
export interface HeaderFeatures {
  /** Product search (Enter goes to `/products?key=…`). */
  search: boolean;
  /** The wishlist link and counter. */
  wishlist: boolean;
  /** The cart link and counter. */
  cart: boolean;
  /** The account menu (My account, Orders). */
  account: boolean;
}

/**
 * The header's features for the mounted storefront: core's manifest says which pages the partner
 * type may use (spec §2: a wishlist for retail, snachoo and salon), the router whether they exist,
 * and the vertical whether the partner has anything to put in a cart (`hasCart`).
 */
export function useHeaderFeatures(): HeaderFeatures {
  const canLinkTo = useCanLinkTo();
  const hasCart = useVertical()?.hasCart;
  const partner = usePartner();
  return {
    search: canLinkTo("/products"),
    wishlist: canLinkTo("/wishlist"),
    cart: canLinkTo("/cart") && (hasCart?.(partner) ?? true),
    account: canLinkTo("/account"),
  };
}
