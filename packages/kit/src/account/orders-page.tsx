import { Plural, useLingui } from "@lingui/react/macro";
import { Badge } from "@storefront/ui/badge";
import { Button } from "@storefront/ui/button";
import { EmptyState } from "@storefront/ui/empty-state";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useSearch } from "@tanstack/react-router";
import { ChevronRightIcon, PackageIcon, ShoppingBagIcon } from "lucide-react";
import { Money } from "../money";
import { useDocumentTitle } from "../title";
import { useAccountApi } from "./account-api";
import { useAccountFormat, useLabel } from "./format";
import { orderStatusLabel, paymentStatusLabel, statusTone } from "./labels";
import { ListPagination } from "./list-pagination";
import { accountQueries, type OrderSummary } from "./queries";
import { readPageSearch } from "./search";
import { PageHeader, QuerySection } from "./states";

/** One order in a list; linked to its detail when the customer may open it (their own orders). */
export function OrderRow({ order, linked }: { order: OrderSummary; linked: boolean }) {
  const { t } = useLingui();
  const format = useAccountFormat();
  const label = useLabel();
  const count = order.item_count;
  const body = (
    <>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-medium" dir="ltr" data-slot="order-ref">
          {order.order_ref}
        </span>
        <span className="text-sm text-muted-foreground">
          {format.date(order.created_at)} · <Plural value={count} one="# item" other="# items" />
        </span>
      </div>
      <div className="flex flex-col items-end gap-1">
        <Money amount={order.total} currency={order.currency} className="font-semibold" />
        <div className="flex flex-wrap justify-end gap-1">
          <Badge variant={statusTone(order.status)}>{label(orderStatusLabel(order.status))}</Badge>
          {order.payment_status !== order.status ? (
            <Badge variant="outline" title={t`Payment`}>
              {label(paymentStatusLabel(order.payment_status))}
            </Badge>
          ) : null}
        </div>
      </div>
    </>
  );
  return linked ? (
    <Link
      to="/account/orders/$id"
      params={{ id: order._id }}
      aria-label={t`Order ${order.order_ref}`}
      className="flex items-center gap-4 rounded-lg border border-border p-4 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {body}
      <ChevronRightIcon
        aria-hidden="true"
        className="size-4 shrink-0 text-muted-foreground rtl:-scale-x-100"
      />
    </Link>
  ) : (
    <div className="flex items-center gap-4 rounded-lg border border-border p-4">{body}</div>
  );
}

function MyOrdersList({ page }: { page: number }) {
  const { t } = useLingui();
  const api = useAccountApi();
  const { data } = useSuspenseQuery(accountQueries.orders(api, page));
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingBagIcon />}
        title={page > 1 ? t`There are no orders on this page.` : t`You have not ordered anything yet.`}
        description={t`Your orders will appear here.`}
        action={
          <Button asChild variant="outline">
            <Link to="/">{t`Start shopping`}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label={t`Orders`}>
        {data.items.map((order) => (
          <li key={order._id}>
            <OrderRow order={order} linked />
          </li>
        ))}
      </ul>
      <ListPagination path="/account/myorders" page={data.page} pageCount={data.last_page} />
    </>
  );
}

/** `/account/myorders`: the customer's own orders, newest first (docs/decisions/0005). */
export function MyOrdersPage({ page = 1 }: { page?: number }) {
  const { t } = useLingui();
  useDocumentTitle(t`My orders`);
  return (
    <>
      <PageHeader title={t`My orders`} />
      <QuerySection>
        <MyOrdersList page={page} />
      </QuerySection>
    </>
  );
}

function ReceivedOrdersList({ page }: { page: number }) {
  const { t } = useLingui();
  const api = useAccountApi();
  const { data } = useSuspenseQuery(accountQueries.vendorOrders(api, page));
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={<PackageIcon />}
        title={page > 1 ? t`There are no orders on this page.` : t`No one has ordered your products yet.`}
        description={t`Orders that include your products will appear here.`}
      />
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label={t`Orders received`}>
        {data.items.map((order) => (
          <li key={order._id}>
            <OrderRow order={order} linked={false} />
          </li>
        ))}
      </ul>
      <ListPagination path="/account/orders" page={data.page} pageCount={data.last_page} />
    </>
  );
}

/**
 * `/account/orders` for a vendor (is_vendor): the orders that include the vendor's products
 * (docs/decisions/0005). A customer who is not a vendor is sent to `/account/myorders`.
 */
export function ReceivedOrdersPage({ page = 1 }: { page?: number }) {
  const { t } = useLingui();
  useDocumentTitle(t`Orders received`);
  return (
    <>
      <PageHeader
        title={t`Orders received`}
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to="/account/myorders">{t`My orders`}</Link>
          </Button>
        }
      />
      <p className="text-sm text-muted-foreground">
        {t`Orders placed by customers that include products you sell.`}
      </p>
      <QuerySection>
        <ReceivedOrdersList page={page} />
      </QuerySection>
    </>
  );
}

/** `MyOrdersPage` at its route, with `?page=`. */
export function MyOrdersRoutePage() {
  const { page } = readPageSearch(useSearch({ strict: false }));
  return <MyOrdersPage page={page} />;
}

/** `ReceivedOrdersPage` at its route, with `?page=`. */
export function ReceivedOrdersRoutePage() {
  const { page } = readPageSearch(useSearch({ strict: false }));
  return <ReceivedOrdersPage page={page} />;
}
