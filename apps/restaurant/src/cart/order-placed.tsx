import { useLingui } from "@lingui/react/macro";
import type { PlacedOrder } from "@storefront/kit/checkout";
import { Money } from "@storefront/kit/money";
import { CircleCheckIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { OrderProgress } from "./order-progress";

/**
 * The screen after a kiosk or table order: the order number to listen for, where it stands in the
 * kitchen (received → preparing → ready, followed live), what it costs and how it is paid;
 * `children` holds the way on (order more, start again). The heading takes the focus when it
 * appears (the form that placed the order is gone), so a screen reader says the order is in.
 */
export function OrderPlaced({ order, children }: { order: PlacedOrder; children?: ReactNode }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const table = typeof order.extra.table_number === "string" ? order.extra.table_number : null;
  const paid = order.payment_status === "paid";
  return (
    <div
      data-slot="order-placed"
      className="flex flex-col items-center gap-4 py-10 text-center portrait:[@media(min-height:1500px)]:gap-8 portrait:[@media(min-height:1500px)]:py-24"
    >
      <CircleCheckIcon
        aria-hidden="true"
        className="size-14 text-success portrait:[@media(min-height:1500px)]:size-28"
      />
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold focus:outline-none portrait:[@media(min-height:1500px)]:text-5xl"
      >
        {t`Your order is in the kitchen`}
      </h1>
      <p className="text-lg portrait:[@media(min-height:1500px)]:text-3xl">
        {t`Order number`}{" "}
        <bdi
          dir="ltr"
          data-testid="order-number"
          className="font-mono text-3xl font-bold portrait:[@media(min-height:1500px)]:text-6xl"
        >
          {order.order_ref}
        </bdi>
      </p>
      <OrderProgress order={order} handover={table ? "table" : "counter"} />
      <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-start text-sm portrait:[@media(min-height:1500px)]:text-2xl">
        {table ? (
          <>
            <dt className="text-muted-foreground">{t`Table`}</dt>
            <dd>{table}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t`Total`}</dt>
        <dd>
          <Money amount={order.total} />
        </dd>
        <dt className="text-muted-foreground">{t`Payment`}</dt>
        <dd>{paid ? t`Paid by card` : t`To pay when served`}</dd>
      </dl>
      <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div>
    </div>
  );
}
