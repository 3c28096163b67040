import { Plural, useLingui } from "@lingui/react/macro";
import { Badge } from "@storefront/ui/badge";
import { Button } from "@storefront/ui/button";
import { EmptyState } from "@storefront/ui/empty-state";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useSearch } from "@tanstack/react-router";
import { ChevronRightIcon, Undo2Icon } from "lucide-react";
import { Money } from "../money";
import { useDocumentTitle } from "../title";
import { useAccountApi } from "./account-api";
import { useAccountFormat, useLabel } from "./format";
import { returnReasonLabel, returnStatusLabel, statusTone } from "./labels";
import { ListPagination } from "./list-pagination";
import { accountQueries, type ReturnSummary } from "./queries";
import { readPageSearch } from "./search";
import { PageHeader, QuerySection } from "./states";

/** One return in a list, linked to its page. */
export function ReturnRow({ item }: { item: ReturnSummary }) {
  const { t } = useLingui();
  const format = useAccountFormat();
  const label = useLabel();
  return (
    <Link
      to="/account/returns/$id"
      params={{ id: item._id }}
      aria-label={t`Return ${item.return_ref}`}
      className="flex items-center gap-4 rounded-lg border border-border p-4 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-medium" dir="ltr" data-slot="return-ref">
          {item.return_ref}
        </span>
        <span className="text-sm text-muted-foreground">
          {t`Order`} <span dir="ltr">{item.order_ref}</span> · {format.date(item.created_at)} ·{" "}
          <Plural value={item.item_count} one="# item" other="# items" />
        </span>
        <span className="text-sm text-muted-foreground">{label(returnReasonLabel(item.reason))}</span>
      </div>
      <div className="flex flex-col items-end gap-1">
        <Money amount={item.refund} className="font-semibold" />
        <Badge variant={statusTone(item.status)}>{label(returnStatusLabel(item.status))}</Badge>
      </div>
      <ChevronRightIcon
        aria-hidden="true"
        className="size-4 shrink-0 text-muted-foreground rtl:-scale-x-100"
      />
    </Link>
  );
}

function ReturnsList({ page }: { page: number }) {
  const { t } = useLingui();
  const api = useAccountApi();
  const { data } = useSuspenseQuery(accountQueries.returns(api, page));
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={<Undo2Icon />}
        title={page > 1 ? t`There are no returns on this page.` : t`You have no returns.`}
        description={t`To return items, open a delivered order and choose "Return items".`}
        action={
          <Button asChild variant="outline">
            <Link to="/account/myorders">{t`My orders`}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label={t`Returns`}>
        {data.items.map((item) => (
          <li key={item._id}>
            <ReturnRow item={item} />
          </li>
        ))}
      </ul>
      <ListPagination path="/account/returns" page={data.page} pageCount={data.last_page} />
    </>
  );
}

/** `/account/returns`: the customer's return requests with their status, newest first. */
export function ReturnsPage({ page = 1 }: { page?: number }) {
  const { t } = useLingui();
  useDocumentTitle(t`Returns`);
  return (
    <>
      <PageHeader title={t`Returns`} />
      <QuerySection>
        <ReturnsList page={page} />
      </QuerySection>
    </>
  );
}

/** `ReturnsPage` at its route, with `?page=`. */
export function ReturnsRoutePage() {
  const { page } = readPageSearch(useSearch({ strict: false }));
  return <ReturnsPage page={page} />;
}
