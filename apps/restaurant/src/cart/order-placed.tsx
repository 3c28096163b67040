import { useLingui } from "@lingui/react/macro";
import type { PlacedOrder } from "@storefront/kit/checkout";
import { Money } from "@storefront/kit/money";
import { CircleCheckIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The screen after a kiosk or table order: the order number to listen for, its status, what it
 * costs and how it is paid; `children` holds the way on (order more, start again).
 */
export function OrderPlaced({ order, children }: { order: PlacedOrder; children?: ReactNode }) {
  const { t } = useLingui();
  const table = typeof order.extra.table_number === "string" ? order.extra.table_number : null;
  const paid = order.payment_status === "paid";
  return (
    <div
      data-slot="order-placed"
      role="status"
      className="flex flex-col items-center gap-4 py-10 text-center"
    >
      <CircleCheckIcon aria-hidden="true" className="size-14 text-success" />
      <h1 className="text-2xl font-semibold">{t`Your order is in the kitchen`}</h1>
      <p className="text-lg">
        {t`Order number`}{" "}
        <bdi dir="ltr" data-testid="order-number" className="font-mono text-3xl font-bold">
          {order.order_ref}
        </bdi>
      </p>
      <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-start text-sm">
        <dt className="text-muted-foreground">{t`Status`}</dt>
        <dd data-testid="order-status">{t`Received — being prepared`}</dd>
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
