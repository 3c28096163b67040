import { useLingui } from "@lingui/react/macro";
import { linesSubtotal } from "@storefront/kit/lines";
import { Money } from "@storefront/kit/money";
import { useCart } from "@storefront/kit/session";
import { buttonVariants } from "@storefront/ui/plain-button";
import { Link } from "@tanstack/react-router";
import { ShoppingBagIcon } from "lucide-react";
import { ItemCount } from "../cart/item-count";

/**
 * The bar at the bottom of a menu once something is in the order: how many items, the subtotal and
 * the way to the order (`to`: the cart, the table's order). Nothing while the order is empty.
 */
export function OrderBar({ to, label }: { to: string; label?: string }) {
  const { t } = useLingui();
  const cart = useCart();
  if (cart.length === 0) return null;
  const count = cart.length;
  return (
    <div
      data-slot="order-bar"
      className="sticky bottom-0 z-10 -mx-4 border-t border-border bg-background/95 px-4 py-3 backdrop-blur"
    >
      <Link to={to} data-testid="view-order" className={buttonVariants({ size: "lg", className: "w-full" })}>
        <ShoppingBagIcon aria-hidden="true" className="size-4" />
        <span>{label ?? t`View order`}</span>
        <span aria-hidden="true">·</span>
        <span>
          <ItemCount count={count} />
        </span>
        <span aria-hidden="true">·</span>
        <Money amount={linesSubtotal(cart.list)} />
      </Link>
    </div>
  );
}
