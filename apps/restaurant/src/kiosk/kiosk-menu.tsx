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
      <h1 className="text-3xl font-bold portrait:[@media(min-height:1500px)]:text-5xl">
        {t({ message: "Menu", context: "food menu" })}
      </h1>
      <Suspense fallback={<p className="py-16 text-center text-xl">{t`Loading the menu…`}</p>}>
        <KioskMenuSections />
      </Suspense>
      {/* On a tall portrait screen the bar is fixed at the bottom (the menu keeps room for it). */}
      <div
        aria-hidden="true"
        className="hidden portrait:[@media(min-height:1500px)]:block portrait:[@media(min-height:1500px)]:h-32"
      />
      <div
        data-slot="kiosk-order-bar"
        className="sticky bottom-0 z-10 -mx-4 flex gap-3 border-t border-border bg-background/95 px-4 py-4 backdrop-blur portrait:[@media(min-height:1500px)]:fixed portrait:[@media(min-height:1500px)]:inset-x-0 portrait:[@media(min-height:1500px)]:mx-0 portrait:[@media(min-height:1500px)]:gap-4 portrait:[@media(min-height:1500px)]:px-8 portrait:[@media(min-height:1500px)]:py-5 portrait:[@media(min-height:1500px)]:shadow-[0_-8px_24px_rgb(0_0_0/0.08)]"
      >
        <Button
          variant="outline"
          size="lg"
          className="h-16 text-lg portrait:[@media(min-height:1500px)]:h-24 portrait:[@media(min-height:1500px)]:px-8 portrait:[@media(min-height:1500px)]:text-2xl"
          onClick={onCancel}
        >
          {t`Cancel order`}
        </Button>
        <Button
          size="lg"
          className="h-16 flex-1 text-lg portrait:[@media(min-height:1500px)]:h-24 portrait:[@media(min-height:1500px)]:text-2xl"
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
