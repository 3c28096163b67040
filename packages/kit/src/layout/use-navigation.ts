import { useLingui } from "@lingui/react";
import { usePartner } from "../partner";
import { useCanLinkTo, useVertical } from "../routing";
import type { NavLink } from "../vertical";
import { useLinkLabel } from "./link-labels";

/** A main link as shown: its text is the business's wording (decision 0027) or the vertical's, translated. */
export interface ShownNavLink extends NavLink {
  text: string;
}

/**
 * The mounted vertical's main links the partner can follow (the manifest, the partner's business,
 * the mounted router: `canLinkTo`), in the vertical's order, with the text to show.
 */
export function useNavLinks(): ShownNavLink[] {
  const nav = useVertical()?.nav;
  const canLinkTo = useCanLinkTo();
  const { i18n } = useLingui();
  const linkLabel = useLinkLabel();
  return (nav ?? [])
    .filter((link) => canLinkTo(link.path))
    .map((link) => ({ ...link, text: linkLabel(link.id, i18n._(link.label)) }));
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
  /** The contact page (the footer's link). */
  contact: boolean;
}

/**
 * The header's and footer's features for the mounted storefront: core's manifest says which pages the
 * partner type may use (spec §2: a wishlist for retail, snachoo and salon), the partner's business
 * may hide some (decision 0027), the router says whether they exist, and the vertical whether the
 * partner has anything to put in a cart (`hasCart`).
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
    contact: canLinkTo("/contact"),
  };
}
