import { useLingui } from "@lingui/react/macro";
import { lineKeyString, sameLine } from "@storefront/core/cart";
import type { Product } from "@storefront/core/contracts/product";
import { cn } from "@storefront/ui/cn";
import { PlainButton } from "@storefront/ui/plain-button";
import { useSetAtom } from "jotai";
import { ShoppingCartIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { productLine } from "../lines";
import { useLocalized } from "../locale";
import { useCart } from "../session";
import { cartDrawerAtom } from "./cart-drawer-state";
import { useCartActions } from "./use-cart-actions";

/** Props of `AddToCartButton`. */
export interface AddToCartButtonProps {
  /** The catalogue product (core's `Product`). */
  product: Product;
  /** The chosen variant; the product's selected/default variant when omitted. */
  variantId?: string | null;
  /** The chosen other unit price (per kg, per piece…). */
  otherUnitPriceId?: string | null;
  /** How many to add (1 by default). */
  qty?: number;
  disabled?: boolean;
  /** An adventure-park ticket's day of visit (`YYYY-MM-DD`), sent with the line. */
  visitDate?: string | null;
  className?: string;
}

/**
 * Adds a product to the cart. Optimistic: the cart (and its counter) change in the same frame as
 * the click; a logged-in customer's server confirms afterwards or the change is rolled back with a
 * toast (see `useCartActions`). Out of stock or an unusable product disables it. Announces the
 * addition politely for screen readers once it is confirmed (at once for a guest, on the server's
 * answer for a customer), so a refused add is never announced as added — and then opens the cart
 * drawer (`CartDrawerHost`, in the layout) with the line marked.
 */
export function AddToCartButton({
  product,
  variantId,
  otherUnitPriceId,
  qty = 1,
  disabled,
  visitDate,
  className,
}: AddToCartButtonProps) {
  const { t } = useLingui();
  const localized = useLocalized();
  const actions = useCartActions();
  const cart = useCart();
  const [announcement, setAnnouncement] = useState("");
  const openDrawer = useSetAtom(cartDrawerAtom);
  const line = useMemo(
    () => productLine(product, { variantId, otherUnitPriceId, qty }),
    [product, variantId, otherUnitPriceId, qty],
  );
  const inCart = line ? (cart.list.find((existing) => sameLine(existing, line))?.qty ?? 0) : 0;
  const outOfStock = line !== null && typeof line.stock === "number" && line.stock <= 0;
  const name = line ? localized(line.name, line.name_lang) : "";

  return (
    <>
      <PlainButton
        className={cn(className)}
        disabled={disabled || line === null || outOfStock}
        data-in-cart={inCart > 0 ? inCart : undefined}
        onClick={() => {
          if (!line) return;
          // Announced once confirmed: a customer's add the server refuses is undone, never "added".
          setAnnouncement("");
          actions.add(line, {
            ...(visitDate === undefined ? {} : { visitDate }),
            onConfirmed: () => {
              setAnnouncement(t`${name} added to the cart`);
              openDrawer({ open: true, addedKey: lineKeyString(line) });
            },
          });
        }}
      >
        <ShoppingCartIcon aria-hidden="true" className="size-4" />
        {outOfStock ? t`Out of stock` : t`Add to cart`}
      </PlainButton>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
