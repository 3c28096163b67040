import { useLingui } from "@lingui/react/macro";
import { linesSubtotal } from "@storefront/kit/lines";
import { Money } from "@storefront/kit/money";
import { useApiClient, useCart } from "@storefront/kit/session";
import { Button } from "@storefront/ui/button";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { ItemCount } from "../cart/item-count";
import { menuQueryOptions } from "../menu/menu-query";
import { MenuView } from "../menu/menu-view";

function KioskMenuSections() {
  const { data: sections } = useSuspenseQuery(menuQueryOptions(useApiClient()));
  return <MenuView sections={sections} layout="kiosk" />;
}

/** The kiosk's menu step: the menu with large targets, and a bar to the cart or to start over. */
export function KioskMenu({ onCart, onCancel }: { onCart(): void; onCancel(): void }) {
  const { t } = useLingui();
  const cart = useCart();
  const count = cart.length;
  return (
    <>
      <h1 className="text-3xl font-bold">{t({ message: "Menu", context: "food menu" })}</h1>
      <Suspense fallback={<p className="py-16 text-center text-xl">{t`Loading the menu…`}</p>}>
        <KioskMenuSections />
      </Suspense>
      <div className="sticky bottom-0 z-10 -mx-4 flex gap-3 border-t border-border bg-background/95 px-4 py-4 backdrop-blur">
        <Button variant="outline" size="lg" className="h-16 text-lg" onClick={onCancel}>
          {t`Cancel order`}
        </Button>
        <Button
          size="lg"
          className="h-16 flex-1 text-lg"
          disabled={count === 0}
          onClick={onCart}
          data-testid="kiosk-view-order"
        >
          {t`View order`} · <ItemCount count={count} /> · <Money amount={linesSubtotal(cart.list)} />
        </Button>
      </div>
    </>
  );
}
