import { useLingui } from "@lingui/react/macro";
import { Button } from "@storefront/ui/button";
import { Link } from "@tanstack/react-router";
import { ArrowRightIcon } from "lucide-react";

/**
 * The cart summary's "Proceed to checkout" (to `/checkout`; a guest is asked to log in by its
 * route guard). The arrow turns with the text direction.
 */
export function ProceedToCheckoutLink() {
  const { t } = useLingui();
  return (
    <Button asChild size="lg" className="w-full">
      <Link to="/checkout">
        {t`Proceed to checkout`}
        <ArrowRightIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Link>
    </Button>
  );
}
