import { useLingui } from "@lingui/react/macro";
import { Button } from "@storefront/ui/button";
import { Link } from "@tanstack/react-router";
import { CircleXIcon } from "lucide-react";
import { useDocumentTitle } from "../title";

/**
 * `/failure` (spec §2): the payment failed. No order was placed and the cart is kept; the shopper
 * can retry the checkout (a new attempt, with a new idempotency key) or go back to the cart.
 */
export function FailurePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Payment failed`);
  return (
    <div
      data-slot="failure-page"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <CircleXIcon aria-hidden="true" className="size-14 text-destructive" />
      <h1 className="text-2xl font-semibold">{t`Payment failed`}</h1>
      <p>{t`Your payment could not be completed, so no order was placed.`}</p>
      <p className="text-sm text-muted-foreground">{t`Your cart has been kept. You can try again with another card or payment method.`}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/checkout">{t`Try again`}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/cart">{t`Back to cart`}</Link>
        </Button>
      </div>
    </div>
  );
}
