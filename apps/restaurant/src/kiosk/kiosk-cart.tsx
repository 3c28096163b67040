import { useLingui } from "@lingui/react/macro";
import { lineKeyString } from "@storefront/core/cart";
import { CartLineItem } from "@storefront/kit/cart";
import { linesSubtotal } from "@storefront/kit/lines";
import { Money } from "@storefront/kit/money";
import { useCart } from "@storefront/kit/session";
import { Button } from "@storefront/ui/button";
import { Input } from "@storefront/ui/input";
import { Label } from "@storefront/ui/label";
import { useId, useState } from "react";
import type { useMenuOrder } from "../cart/menu-order";
import { MenuPaymentChoice, useMenuPayment } from "../cart/payment-choice";

/** The kiosk's order step: the lines, a name to call, pay by card or at the counter, and "Pay and order". */
export function KioskCart({ order, onBack }: { order: ReturnType<typeof useMenuOrder>; onBack(): void }) {
  const { t } = useLingui();
  const cart = useCart();
  const payment = useMenuPayment();
  const [name, setName] = useState("");
  const nameId = useId();

  const submit = () => {
    const paid = payment.fields();
    if (!paid) return;
    const customer = name.trim();
    void order.place({ ...paid, ...(customer ? { customer_name: customer.slice(0, 60) } : {}) });
  };

  return (
    <form
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 text-lg portrait:[@media(min-height:1500px)]:max-w-none portrait:[@media(min-height:1500px)]:gap-8 portrait:[@media(min-height:1500px)]:text-2xl"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h1 className="text-3xl font-semibold portrait:[@media(min-height:1500px)]:text-5xl">{t`Your order`}</h1>
      {/* Kit's cart lines, with touch-sized steppers and pictures on a tall portrait kiosk. */}
      <ul className="divide-y divide-border portrait:[@media(min-height:1500px)]:[&_button]:min-h-14 portrait:[@media(min-height:1500px)]:[&_button]:min-w-14 portrait:[@media(min-height:1500px)]:[&_img]:size-28 portrait:[@media(min-height:1500px)]:[&_input]:h-14 portrait:[@media(min-height:1500px)]:[&_input]:w-20 portrait:[@media(min-height:1500px)]:[&_input]:text-xl">
        {cart.list.map((line) => (
          <CartLineItem key={lineKeyString(line)} line={line} />
        ))}
      </ul>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={nameId}>{t`Your name, so we can call you (optional)`}</Label>
        <Input
          id={nameId}
          value={name}
          maxLength={60}
          className="h-14 text-lg portrait:[@media(min-height:1500px)]:h-20 portrait:[@media(min-height:1500px)]:text-2xl"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <MenuPaymentChoice payment={payment} cashLabel={t`Pay at the counter`} large disabled={order.pending} />
      {order.error ? (
        <p role="alert" className="text-destructive">
          {order.error}
        </p>
      ) : null}
      {/* On a tall portrait kiosk the total and the buttons are a bar fixed at the bottom. */}
      <div
        aria-hidden="true"
        className="hidden portrait:[@media(min-height:1500px)]:block portrait:[@media(min-height:1500px)]:h-52"
      />
      <div
        data-slot="kiosk-cart-bar"
        className="flex flex-col gap-6 portrait:[@media(min-height:1500px)]:fixed portrait:[@media(min-height:1500px)]:inset-x-0 portrait:[@media(min-height:1500px)]:bottom-0 portrait:[@media(min-height:1500px)]:z-10 portrait:[@media(min-height:1500px)]:gap-4 portrait:[@media(min-height:1500px)]:border-t portrait:[@media(min-height:1500px)]:border-border portrait:[@media(min-height:1500px)]:bg-background/95 portrait:[@media(min-height:1500px)]:px-8 portrait:[@media(min-height:1500px)]:py-5 portrait:[@media(min-height:1500px)]:shadow-[0_-8px_24px_rgb(0_0_0/0.08)] portrait:[@media(min-height:1500px)]:backdrop-blur"
      >
        <p className="flex justify-between text-2xl font-semibold portrait:[@media(min-height:1500px)]:text-4xl">
          <span>{t`Total`}</span>
          <Money amount={linesSubtotal(cart.list)} />
        </p>
        <div className="flex gap-3 portrait:[@media(min-height:1500px)]:gap-4">
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="h-16 text-lg portrait:[@media(min-height:1500px)]:h-24 portrait:[@media(min-height:1500px)]:px-8 portrait:[@media(min-height:1500px)]:text-2xl"
            onClick={onBack}
          >
            {t`Back to the menu`}
          </Button>
          <Button
            type="submit"
            size="lg"
            className="h-16 flex-1 text-lg portrait:[@media(min-height:1500px)]:h-24 portrait:[@media(min-height:1500px)]:text-2xl"
            disabled={cart.length === 0 || !order.ready}
            aria-busy={order.pending}
          >
            {order.pending ? t`Sending…` : t`Pay and order`}
          </Button>
        </div>
      </div>
    </form>
  );
}
