import { useLingui } from "@lingui/react/macro";
import { type CartLine, lineKeyString } from "@storefront/core/cart";
import { Button } from "@storefront/ui/button";
import { Link } from "@tanstack/react-router";
import { HeartIcon, ShoppingCartIcon } from "lucide-react";
import { formatMoney, lineImage, lineName, lineUnitName } from "../cart/display";
import { RemoveLineButton } from "../cart/remove-line-button";
import { useCartActions } from "../cart/use-cart-actions";
import { useLocale } from "../locale/use-locale";
import { useWishlist } from "../session";
import { useDocumentTitle } from "../title/document-title";
import { useWishlistActions } from "./use-wishlist-actions";

/** Props of `WishlistPage`. */
export interface WishlistPageProps {
  /** Where "Continue shopping" goes (`/products` by default). */
  continueShoppingTo?: string;
}

function WishlistItem({ line }: { line: CartLine }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const cart = useCartActions();
  const wishlist = useWishlistActions();
  const name = lineName(line, locale);
  const unit = lineUnitName(line, locale);
  const image = lineImage(line);
  const outOfStock = typeof line.stock === "number" && line.stock <= 0;
  const price = formatMoney(line.price, locale);

  return (
    <li data-testid="wishlist-line" data-product-id={line.product_id} className="flex gap-4 py-4">
      {image ? (
        <img
          src={image}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          className="size-20 shrink-0 rounded-md bg-muted object-cover"
        />
      ) : (
        <div aria-hidden="true" className="size-20 shrink-0 rounded-md bg-muted" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="text-start text-sm font-medium">{name}</h2>
        {line.attr_name ? <p className="text-xs text-muted-foreground">{line.attr_name}</p> : null}
        <p className="text-sm text-muted-foreground">{unit ? t`${price} · ${unit}` : price}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2">
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
        </div>
      </div>
    </li>
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
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <HeartIcon aria-hidden="true" className="size-12 text-muted-foreground" />
          <p className="text-lg font-medium">{t`Your wishlist is empty`}</p>
          <p className="text-sm text-muted-foreground">{t`Tap the heart on a product to save it here.`}</p>
          <Button asChild>
            <Link to={continueShoppingTo}>{t`Continue shopping`}</Link>
          </Button>
        </div>
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
