import { useLingui } from "@lingui/react/macro";
import { LOCALES, type Locale } from "@storefront/core/locale";
import { kioskIdleSeconds } from "@storefront/core/partner";
import { LOGO_BOX, partnerLogoUrl } from "@storefront/kit/layout";
import { LOCALE_NAMES, useLocale } from "@storefront/kit/locale";
import { usePartner, usePartnerName } from "@storefront/kit/partner";
import { useSwitchLocale } from "@storefront/kit/routing";
import { useCart, useCartStore } from "@storefront/kit/session";
import { useDocumentTitle } from "@storefront/kit/title";
import { Button } from "@storefront/ui/button";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useMenuOrder } from "../cart/menu-order";
import { OrderPlaced } from "../cart/order-placed";
import { IdleCountdown } from "./idle-countdown";
import { KioskCart } from "./kiosk-cart";
import { KioskMenu } from "./kiosk-menu";
import { useIdleReset } from "./use-idle-reset";

/** The kiosk's steps, in the URL (`?step=`), so a language switch keeps the diner where they are. */
type Step = "start" | "menu" | "cart";

function readStep(value: unknown): Step {
  return value === "menu" || value === "cart" ? value : "start";
}

function KioskStart({ onStart }: { onStart(locale: Locale): void }) {
  const { t } = useLingui();
  const partner = usePartner();
  const partnerName = usePartnerName();
  const logo = partnerLogoUrl(partner);
  return (
    <div className="flex min-h-[70dvh] flex-col items-center justify-center gap-10 text-center portrait:[@media(min-height:1500px)]:min-h-[85dvh] portrait:[@media(min-height:1500px)]:gap-16">
      {/* Not kit's PartnerLogo: that links home, and the kiosk is left only by starting over. */}
      {logo ? (
        <img
          src={logo}
          alt=""
          width={LOGO_BOX.width}
          height={LOGO_BOX.height}
          className="h-24 w-auto portrait:[@media(min-height:1500px)]:h-40"
        />
      ) : null}
      <h1 className="text-4xl font-bold portrait:[@media(min-height:1500px)]:text-6xl">
        {t`Welcome to ${partnerName}`}
      </h1>
      <p className="text-xl text-muted-foreground portrait:[@media(min-height:1500px)]:text-3xl">
        {t`Touch your language to start your order`}
      </p>
      <div className="flex flex-wrap justify-center gap-4 portrait:[@media(min-height:1500px)]:flex-col portrait:[@media(min-height:1500px)]:gap-6">
        {LOCALES.map((locale) => (
          <Button
            key={locale}
            size="lg"
            lang={locale}
            data-testid={`kiosk-start-${locale}`}
            className="h-20 min-w-56 text-2xl portrait:[@media(min-height:1500px)]:h-28 portrait:[@media(min-height:1500px)]:min-w-96 portrait:[@media(min-height:1500px)]:text-4xl"
            onClick={() => onStart(locale)}
          >
            {LOCALE_NAMES[locale]}
          </Button>
        ))}
      </div>
    </div>
  );
}

/**
 * `/kiosk` on a restaurant: the self-service flow — start and language, the menu with large touch
 * targets and item options, the cart, pay (by card or at the counter) and the order number. After
 * the partner's idle period (`kiosk_idle_seconds`, default 90 s) without a touch it shows a
 * countdown the diner can cancel, then starts over: empty cart, first language, no open sheet.
 */
export function KioskPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Self-service kiosk`);
  const partner = usePartner();
  const { locale } = useLocale();
  const switchLocale = useSwitchLocale();
  const navigate = useNavigate();
  const step = readStep((useSearch({ strict: false }) as Record<string, unknown>).step);
  const cart = useCart();
  const cartStore = useCartStore();
  const order = useMenuOrder("kiosk");

  const go = (next: Step) => navigate({ to: "/kiosk", search: next === "start" ? {} : { step: next } });

  const startOver = async () => {
    cartStore.clear();
    order.reset();
    order.setError(null);
    await go("start");
    const first = LOCALES[0];
    if (first && locale !== first) await switchLocale(first);
  };

  const idle = useIdleReset({
    idleSeconds: kioskIdleSeconds(partner.cms_config.site_config),
    active: step !== "start" || cart.length > 0 || order.placed !== null,
    onReset: () => void startOver(),
  });

  return (
    // On a tall portrait screen (a 1080×1920 kiosk) the flow uses the height: wider, larger type;
    // landscape kiosks and phones keep their layout (decision 0028's kiosk, issue 43).
    <div
      data-slot="kiosk"
      className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 portrait:[@media(min-height:1500px)]:min-h-dvh portrait:[@media(min-height:1500px)]:gap-8 portrait:[@media(min-height:1500px)]:px-8 portrait:[@media(min-height:1500px)]:py-8"
    >
      {order.placed ? (
        <OrderPlaced order={order.placed}>
          <Button
            size="lg"
            className="h-14 text-lg portrait:[@media(min-height:1500px)]:h-24 portrait:[@media(min-height:1500px)]:px-12 portrait:[@media(min-height:1500px)]:text-3xl"
            onClick={() => void startOver()}
          >
            {t`Start a new order`}
          </Button>
        </OrderPlaced>
      ) : step === "start" ? (
        <KioskStart
          onStart={async (chosen) => {
            await go("menu");
            if (chosen !== locale) await switchLocale(chosen);
          }}
        />
      ) : step === "menu" ? (
        <KioskMenu onCart={() => void go("cart")} onCancel={() => void startOver()} />
      ) : (
        <KioskCart order={order} onBack={() => void go("menu")} />
      )}
      <IdleCountdown secondsLeft={idle.secondsLeft} onKeepGoing={idle.keepGoing} />
    </div>
  );
}
