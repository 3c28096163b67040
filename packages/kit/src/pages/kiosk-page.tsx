import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@storefront/ui/button";
import { Link } from "@tanstack/react-router";
import { ArrowRightIcon, MonitorSmartphoneIcon } from "lucide-react";
import { usePartnerName } from "../partner";
import { useCanLinkTo } from "../routing";
import { useDocumentTitle } from "../title";

/**
 * `/kiosk` of a vertical without its own kiosk flow (the route shows the vertical's `kioskPage`
 * when it has one): the entry point of an in-store ordering kiosk. A kiosk starts an order on the
 * menu (`/menu`); a storefront without a menu has no kiosk mode, and the page says so with a way home.
 */
export function KioskPage() {
  const { t } = useLingui();
  const storeName = usePartnerName();
  const hasKiosk = useCanLinkTo()("/menu");
  useDocumentTitle(t`Kiosk`);
  return (
    <div
      data-slot="kiosk-page"
      data-kiosk={hasKiosk ? "available" : "unavailable"}
      className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-16 text-center"
    >
      <MonitorSmartphoneIcon aria-hidden="true" className="size-16 text-primary" />
      {hasKiosk ? (
        <>
          <h1 className="text-3xl font-semibold leading-tight">
            <Trans>Welcome to {storeName}</Trans>
          </h1>
          <p className="text-lg text-muted-foreground">
            <Trans>Order here and we will prepare it for you.</Trans>
          </p>
          <Button asChild size="lg">
            <Link to="/menu">
              <Trans>Start your order</Trans>
              <ArrowRightIcon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </Link>
          </Button>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-semibold leading-tight">
            <Trans>Kiosk mode is not available</Trans>
          </h1>
          <p className="text-muted-foreground">
            <Trans>
              {storeName} does not take orders from an in-store kiosk. You can shop on the website.
            </Trans>
          </p>
          <Button asChild>
            <Link to="/">
              <Trans>Go to the home page</Trans>
            </Link>
          </Button>
        </>
      )}
    </div>
  );
}
