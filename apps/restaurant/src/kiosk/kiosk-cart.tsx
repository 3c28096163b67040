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
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 text-lg"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h1 className="text-3xl font-semibold">{t`Your order`}</h1>
      <ul className="divide-y divide-border">
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
          className="h-14 text-lg"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <MenuPaymentChoice payment={payment} cashLabel={t`Pay at the counter`} large disabled={order.pending} />
      <p className="flex justify-between text-2xl font-semibold">
        <span>{t`Total`}</span>
        <Money amount={linesSubtotal(cart.list)} />
      </p>
      {order.error ? (
        <p role="alert" className="text-destructive">
          {order.error}
        </p>
      ) : null}
      <div className="flex gap-3">
        <Button type="button" variant="outline" size="lg" className="h-16 text-lg" onClick={onBack}>
          {t`Back to the menu`}
        </Button>
        <Button
          type="submit"
          size="lg"
          className="h-16 flex-1 text-lg"
          disabled={cart.length === 0 || !order.ready}
          aria-busy={order.pending}
        >
          {order.pending ? t`Sending…` : t`Pay and order`}
        </Button>
      </div>
    </form>
  );
}
