import { Plural, useLingui } from "@lingui/react/macro";
import { Badge } from "@storefront/ui/badge";
import { Button } from "@storefront/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@storefront/ui/card";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { ArrowLeftIcon, RotateCcwIcon, Undo2Icon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useCartActions } from "../cart";
import { LineChoices, LineItemRow } from "../lines";
import { useLocalized } from "../locale";
import { Money, useMoney } from "../money";
import { useDocumentTitle } from "../title";
import { useAccountApi } from "./account-api";
import { useAccountFormat, useLabel } from "./format";
import {
  deliveryMethodLabel,
  orderChannelLabel,
  orderStatusLabel,
  paymentMethodLabel,
  paymentStatusLabel,
  statusTone,
} from "./labels";
import { accountQueries, type OrderDetail } from "./queries";
import { reorderLines } from "./reorder";
import { ReturnDialog } from "./return-dialog";

/** `/account/orders/{id}`: one of the customer's orders — lines, totals, payment, timeline. */
export function OrderDetailPage({ id }: { id: string }) {
  const api = useAccountApi();
  const { data: order } = useSuspenseQuery(accountQueries.order(api, id));
  return <OrderDetailView order={order} />;
}

/** `OrderDetailPage` at its route (`$id`). */
export function OrderDetailRoutePage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  return <OrderDetailPage id={id ?? ""} />;
}

/** The order detail, from a loaded order. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const format = useAccountFormat();
  const label = useLabel();
  const ref = order.order_ref;
  useDocumentTitle(t`Order ${ref}`);
  const [returning, setReturning] = useState(false);
  return (
    <>
      <div className="flex flex-col gap-3">
        <Link
          to="/account/myorders"
          className="inline-flex w-fit items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t`All my orders`}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-semibold">
              {t`Order`} <span dir="ltr">{ref}</span>
            </h1>
            <p className="text-sm text-muted-foreground">
              {t`Placed on ${format.dateTime(order.created_at)}`} ·{" "}
              <Plural value={order.item_count} one="# item" other="# items" />
            </p>
          </div>
          <Badge variant={statusTone(order.status)} data-slot="order-status">
            {label(orderStatusLabel(order.status))}
          </Badge>
        </div>
        <div className="flex flex-wrap gap-2">
          <ReorderButton order={order} />
          {order.can_return ? (
            <Button variant="outline" onClick={() => setReturning(true)}>
              <Undo2Icon aria-hidden="true" className="size-4" />
              {t`Return items`}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderLines order={order} />
          <OrderTimeline order={order} />
        </div>
        <div className="flex flex-col gap-6">
          <OrderTotals order={order} />
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>{t`Payment and delivery`}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted-foreground">{t`Payment`}</dt>
                <dd data-slot="order-payment">
                  {label(paymentMethodLabel(order.payment_method))} ·{" "}
                  {label(paymentStatusLabel(order.payment_status))}
                </dd>
                <dt className="text-muted-foreground">{t`Delivery`}</dt>
                <dd>{label(deliveryMethodLabel(order.delivery_method))}</dd>
                <dt className="text-muted-foreground">{t`Ordered`}</dt>
                <dd data-slot="order-channel">
                  {label(orderChannelLabel(order.channel))}
                  {typeof order.extra.table_number === "string"
                    ? ` · ${t`Table ${tableNumber(order)}`}`
                    : null}
                </dd>
                {order.address ? (
                  <>
                    <dt className="text-muted-foreground">{t`Address`}</dt>
                    <dd>
                      <OrderAddress address={order.address} />
                    </dd>
                  </>
                ) : null}
                {order.note ? (
                  <>
                    <dt className="text-muted-foreground">{t`Note`}</dt>
                    <dd className="break-words">{order.note}</dd>
                  </>
                ) : null}
              </dl>
            </CardContent>
          </Card>
        </div>
      </div>
      {order.can_return ? <ReturnDialog order={order} open={returning} onOpenChange={setReturning} /> : null}
    </>
  );
}

function ReorderButton({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const cart = useCartActions();
  const [status, setStatus] = useState<"idle" | "added" | "nothing">("idle");
  const lines = reorderLines(order);
  const reorder = () => {
    let added = 0;
    for (const line of lines) if (cart.add(line)) added += line.qty;
    setStatus(added > 0 ? "added" : "nothing");
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button onClick={reorder} disabled={lines.length === 0}>
        <RotateCcwIcon aria-hidden="true" className="size-4" />
        {t`Order again`}
      </Button>
      <p role="status" className="text-sm">
        {status === "added" ? (
          <>
            {t`The items are in your cart.`}{" "}
            <Link to="/cart" className="font-medium text-primary underline-offset-4 hover:underline">
              {t`View cart`}
            </Link>
          </>
        ) : status === "nothing" ? (
          <span className="text-destructive">{t`These items cannot be added to the cart.`}</span>
        ) : null}
      </p>
    </div>
  );
}

/** The table a table order was served at (kept in the order's `extra`). */
function tableNumber(order: OrderDetail): string {
  return String(order.extra.table_number ?? "");
}

function OrderLines({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const money = useMoney();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t`Items`}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border" aria-label={t`Items`}>
          {order.lines.map((line) => {
            const unitPrice = money(line.unit_price, order.currency);
            return (
              <LineItemRow
                key={line._id}
                data-slot="order-line"
                compact
                name={localized(line.name, line.name_lang)}
                image={line.image}
                imageSize={64}
                details={
                  <>
                    <LineChoices options={line.options} details={line.details} />
                    {line.sku ? (
                      <span className="self-start text-xs text-muted-foreground" dir="ltr">
                        {line.sku}
                      </span>
                    ) : null}
                    <span className="text-sm text-muted-foreground">{t`${line.qty} × ${unitPrice}`}</span>
                  </>
                }
                amount={<Money amount={line.line_total} currency={order.currency} />}
              />
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

function TotalRow({ term, children, strong }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? "flex justify-between gap-4 border-t border-border pt-2 font-semibold"
          : "flex justify-between gap-4"
      }
    >
      <dt className={strong ? undefined : "text-muted-foreground"}>{term}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

function OrderTotals({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const format = useMoney();
  const { totals } = order;
  const money = (amount: number) => format(amount, totals.currency);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t`Summary`}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-2 text-sm" data-slot="order-totals">
          <TotalRow term={t`Subtotal`}>{money(totals.subtotal)}</TotalRow>
          {totals.discount > 0 || order.coupon_code ? (
            <TotalRow
              term={order.coupon_code ? t`Discount (${order.coupon_code})` : t`Discount`}
            >{`−${money(totals.discount)}`}</TotalRow>
          ) : null}
          <TotalRow term={t`Delivery`}>{totals.delivery > 0 ? money(totals.delivery) : t`Free`}</TotalRow>
          <TotalRow term={t`VAT included`}>{money(totals.tax)}</TotalRow>
          <TotalRow term={t`Total`} strong>
            {money(totals.total)}
          </TotalRow>
        </dl>
      </CardContent>
    </Card>
  );
}

function OrderTimeline({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const format = useAccountFormat();
  const label = useLabel();
  if (order.timeline.length === 0) return null;
  const last = order.timeline.length - 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t`Timeline`}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col" aria-label={t`Timeline`}>
          {order.timeline.map((event, index) => (
            <li
              key={`${event.status}-${event.at}`}
              aria-current={index === last ? "step" : undefined}
              className="relative flex gap-3 pb-5 ps-1 last:pb-0"
              data-slot="timeline-event"
            >
              {index < last ? (
                <span
                  aria-hidden="true"
                  className="absolute top-4 bottom-0 start-[0.6875rem] w-px bg-border"
                />
              ) : null}
              <span
                aria-hidden="true"
                className={
                  index === last
                    ? "relative mt-1 size-3.5 shrink-0 rounded-full bg-primary ring-4 ring-primary/20"
                    : "relative mt-1 size-3.5 shrink-0 rounded-full bg-muted-foreground/60"
                }
              />
              <div className="flex flex-col">
                <span className="font-medium">{label(orderStatusLabel(event.status))}</span>
                <time dateTime={event.at} className="text-sm text-muted-foreground">
                  {format.dateTime(event.at)}
                </time>
                {event.note ? <span className="text-sm">{event.note}</span> : null}
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function OrderAddress({ address }: { address: Record<string, unknown> }) {
  const field = (key: string) => {
    const value = address[key];
    return typeof value === "string" && value.trim() !== "" ? value : null;
  };
  const phone = field("phone");
  return (
    <address className="flex flex-col not-italic">
      {["name", "line1", "line2", "city", "region", "postal_code", "country"].map((key) => {
        const value = field(key);
        return value ? <span key={key}>{value}</span> : null;
      })}
      {phone ? (
        <span dir="ltr" className="self-start">
          {phone}
        </span>
      ) : null}
    </address>
  );
}
