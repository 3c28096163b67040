import { useLingui } from "@lingui/react/macro";
import { checkoutLabel } from "@storefront/kit/locale";
import { usePartner } from "@storefront/kit/partner";
import { buttonVariants } from "@storefront/ui/plain-button";
import { Link } from "@tanstack/react-router";
import { ArrowRightIcon } from "lucide-react";
import { sellsOnline } from "./sells-online";

/**
 * What the cart's summary offers on a restaurant: a sugar partner checks out online
 * (`/checkout-sugar`, under the shared 'Checkout' label, which reads 'Place order' in English
 * here); a plain restaurant has no online checkout (spec §2), so the cart says so and leads to the
 * table order instead of a dead button. Never to the kiosk: it runs on the restaurant's own device,
 * and the site does not link there (decision 0028).
 */
export function RestaurantCartAction() {
  const { t, i18n } = useLingui();
  const partner = usePartner();
  if (sellsOnline(partner)) {
    return (
      <Link
        to="/checkout-sugar"
        data-testid="sugar-checkout-link"
        className={buttonVariants({ size: "lg", className: "w-full" })}
      >
        {i18n._(checkoutLabel)}
        <ArrowRightIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Link>
    );
  }
  return (
    <div data-slot="order-in-restaurant" className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        {t`This restaurant takes orders at the table and at the kiosk, not online.`}
      </p>
      <Link
        to="/digital-menu-cart"
        data-testid="order-to-table"
        className={buttonVariants({ size: "lg", className: "w-full" })}
      >
        {t`Order to my table`}
      </Link>
    </div>
  );
}
