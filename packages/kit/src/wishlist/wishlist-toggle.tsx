import { useLingui } from "@lingui/react/macro";
import { sameLine } from "@storefront/core/cart";
import type { Product } from "@storefront/core/contracts/product";
import { isHiddenByBusiness } from "@storefront/core/routes";
import { cn } from "@storefront/ui/cn";
import { PlainButton } from "@storefront/ui/plain-button";
import { HeartIcon } from "lucide-react";
import { useMemo } from "react";
import { productLine } from "../lines";
import { useLocalized } from "../locale";
import { usePartner } from "../partner";
import { useWishlist } from "../session";
import { useWishlistActions } from "./use-wishlist-actions";

/** Props of `WishlistToggle`. */
export interface WishlistToggleProps {
  /** The catalogue product (core's `Product`). */
  product: Product;
  /** The chosen variant; the product's selected/default variant when omitted. */
  variantId?: string | null;
  className?: string;
}

/**
 * The heart: a toggle button (`aria-pressed`) named after the product, filled while the product is
 * in the wishlist. Optimistic (see `useWishlistActions`). Not shown to a business that hides
 * `/wishlist`.
 */
export function WishlistToggle({ product, variantId, className }: WishlistToggleProps) {
  const { t } = useLingui();
  const localized = useLocalized();
  const partner = usePartner();
  const wishlist = useWishlist();
  const actions = useWishlistActions();
  const line = useMemo(() => productLine(product, { variantId, qty: 1 }), [product, variantId]);
  const pressed = line !== null && wishlist.list.some((existing) => sameLine(existing, line));
  const name = line ? localized(line.name, line.name_lang) : "";
  // No heart where the shopper could never see the wishlist (a business that hides it, decision 0027);
  // the cards and pages that show one belong to partner types that have it.
  if (isHiddenByBusiness(partner, "/wishlist")) return null;

  return (
    <PlainButton
      variant="ghost"
      size="icon"
      className={cn("rounded-full", className)}
      aria-pressed={pressed}
      aria-label={t`Save ${name} to the wishlist`}
      title={pressed ? t`In your wishlist` : t`Add to wishlist`}
      data-state={pressed ? "on" : "off"}
      disabled={line === null}
      onClick={() => {
        if (line) actions.toggle(line);
      }}
    >
      <HeartIcon
        aria-hidden="true"
        className={cn("size-5", pressed ? "fill-destructive text-destructive" : "text-foreground")}
      />
    </PlainButton>
  );
}
