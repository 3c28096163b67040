import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { HeartIcon, ShoppingCartIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useCartCount, useWishlistCount } from "../session";
import { badgeCount } from "./nav";

export const headerIconButtonClassName =
  "relative inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-black/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-5";

interface CounterLinkProps {
  to: string;
  /** The link's accessible name, with the count in words ("Cart, 3 items"). */
  label: string;
  count: number;
  icon: ReactNode;
  slot: string;
  className?: string;
  onClick?: () => void;
}

/** An icon link with a count badge; the badge is visual only, the count is in the accessible name. */
function CounterLink({ to, label, count, icon, slot, className, onClick }: CounterLinkProps) {
  const shown = badgeCount(count);
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      data-slot={slot}
      data-count={count}
      onClick={onClick}
      className={`${headerIconButtonClassName}${className ? ` ${className}` : ""}`}
    >
      {icon}
      {shown ? (
        <span
          aria-hidden="true"
          data-slot={`${slot}-count`}
          className="absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[0.6875rem] font-semibold leading-none text-primary-foreground tabular-nums"
        >
          {shown}
        </span>
      ) : null}
    </Link>
  );
}

/** The cart's accessible name, with its count as a plural ("Cart, 1 item", "Cart, 3 items"). */
export function useCartLabel(count: number): string {
  const { t } = useLingui();
  return t`${plural(count, { 0: "Cart, no items", one: "Cart, # item", other: "Cart, # items" })}`;
}

/** The wishlist's accessible name, with its count as a plural. */
export function useWishlistLabel(count: number): string {
  const { t } = useLingui();
  return t`${plural(count, { 0: "Wishlist, no items", one: "Wishlist, # item", other: "Wishlist, # items" })}`;
}

/** The header's link to `/cart`, with the number of items (the sum of quantities). */
export function CartLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  const count = useCartCount();
  return (
    <CounterLink
      to="/cart"
      label={useCartLabel(count)}
      count={count}
      icon={<ShoppingCartIcon aria-hidden="true" className="rtl:-scale-x-100" />}
      slot="cart-link"
      className={className}
      onClick={onClick}
    />
  );
}

/** The header's link to `/wishlist`, with the number of items. */
export function WishlistLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  const count = useWishlistCount();
  return (
    <CounterLink
      to="/wishlist"
      label={useWishlistLabel(count)}
      count={count}
      icon={<HeartIcon aria-hidden="true" />}
      slot="wishlist-link"
      className={className}
      onClick={onClick}
    />
  );
}
