import { useLingui } from "@lingui/react/macro";
import { type CartLine, lineKeyString } from "@storefront/core/cart";
import { Button } from "@storefront/ui/button";
import { EmptyState } from "@storefront/ui/empty-state";
import { Link } from "@tanstack/react-router";
import { HeartIcon, ShoppingCartIcon } from "lucide-react";
import { useCartActions } from "../cart";
import { LineDetails, LineItemRow, RemoveLineButton } from "../lines";
import { useLocalized } from "../locale";
import { useWishlist } from "../session";
import { useDocumentTitle } from "../title";
import { useWishlistActions } from "./use-wishlist-actions";

/** Props of `WishlistPage`. */
export interface WishlistPageProps {
  /** Where "Continue shopping" goes (`/products` by default). */
  continueShoppingTo?: string;
}

function WishlistItem({ line }: { line: CartLine }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const cart = useCartActions();
  const wishlist = useWishlistActions();
  const name = localized(line.name, line.name_lang);
  const outOfStock = typeof line.stock === "number" && line.stock <= 0;

  return (
    <LineItemRow
      data-testid="wishlist-line"
      data-product-id={line.product_id}
      name={name}
      nameAs="h2"
      image={line.image ?? line.product_img}
      details={<LineDetails line={line} />}
      actions={
        <>
          <Button
            size="sm"
            disabled={outOfStock}
            aria-label={t`Move ${name} to the cart`}
            onClick={() => {
              if (cart.add({ ...line, qty: 1 })) wishlist.remove(line);
            }}
          >
            <ShoppingCartIcon aria-hidden="true" className="size-4" />
            {outOfStock ? t`Out of stock` : t`Move to cart`}
          </Button>
          <RemoveLineButton itemName={name} onRemove={() => wishlist.remove(line)} />
        </>
      }
    />
  );
}

/** `/wishlist` (spec §2): the saved products, each movable to the cart or removable; empty state. */
export function WishlistPage({ continueShoppingTo = "/products" }: WishlistPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Wishlist`);
  const wishlist = useWishlist();

  return (
    <div data-slot="wishlist-page" className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{t`Wishlist`}</h1>
      {wishlist.list.length === 0 ? (
        <EmptyState
          variant="page"
          icon={<HeartIcon />}
          title={t`Your wishlist is empty`}
          description={t`Tap the heart on a product to save it here.`}
          action={
            <Button asChild>
              <Link to={continueShoppingTo}>{t`Continue shopping`}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <ul className="mt-6 divide-y divide-border" aria-label={t`Saved products`}>
            {wishlist.list.map((line) => (
              <WishlistItem key={lineKeyString(line)} line={line} />
            ))}
          </ul>
          <Button asChild variant="link" className="mt-4 px-0">
            <Link to={continueShoppingTo}>{t`Continue shopping`}</Link>
          </Button>
        </>
      )}
    </div>
  );
}
