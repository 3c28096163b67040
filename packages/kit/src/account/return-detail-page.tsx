import { useLingui } from "@lingui/react/macro";
import { Badge } from "@storefront/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@storefront/ui/card";
import { cn } from "@storefront/ui/cn";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { ArrowLeftIcon, CheckIcon } from "lucide-react";
import { LineItemRow } from "../lines";
import { useLocalized } from "../locale";
import { useMoney } from "../money";
import { useDocumentTitle } from "../title";
import { useAccountApi } from "./account-api";
import { useAccountFormat, useLabel } from "./format";
import { returnReasonLabel, returnStatusLabel, statusTone } from "./labels";
import { accountQueries, type ReturnDetail } from "./queries";

/** The steps a return goes through; `rejected` ends it after the request. */
const STEPS = ["requested", "approved", "received", "refunded"] as const;

/** How far a return has come: the index of its status among `STEPS` (-1 when rejected). */
export function returnProgress(status: string): number {
  return STEPS.indexOf(status as (typeof STEPS)[number]);
}

/** `/account/returns/{id}`: one of the customer's returns — its lines, refund and progress. */
export function ReturnDetailPage({ id }: { id: string }) {
  const api = useAccountApi();
  const { data } = useSuspenseQuery(accountQueries.returnDetail(api, id));
  return <ReturnDetailView item={data} />;
}

/** `ReturnDetailPage` at its route (`$id`). */
export function ReturnDetailRoutePage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  return <ReturnDetailPage id={id ?? ""} />;
}

/** The return detail, from a loaded return. */
export function ReturnDetailView({ item }: { item: ReturnDetail }) {
  const { t } = useLingui();
  const format = useAccountFormat();
  const label = useLabel();
  const localized = useLocalized();
  const money = useMoney();
  const ref = item.return_ref;
  useDocumentTitle(t`Return ${ref}`);
  const progress = returnProgress(item.status);
  const rejected = item.status === "rejected";
  return (
    <>
      <div className="flex flex-col gap-3">
        <Link
          to="/account/returns"
          className="inline-flex w-fit items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t`All returns`}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-semibold">
              {t`Return`} <span dir="ltr">{ref}</span>
            </h1>
            <p className="text-sm text-muted-foreground">
              {t`Requested on ${format.dateTime(item.created_at)}`} · {t`Order`}{" "}
              <Link
                to="/account/orders/$id"
                params={{ id: item.order_id }}
                className="font-medium text-primary underline-offset-4 hover:underline"
                dir="ltr"
              >
                {item.order_ref}
              </Link>
            </p>
          </div>
          <Badge variant={statusTone(item.status)} data-slot="return-status">
            {label(returnStatusLabel(item.status))}
          </Badge>
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{t`Progress`}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {rejected ? (
            <p className="text-sm">{t`This return was not accepted. Contact us if you have questions.`}</p>
          ) : (
            <ol className="grid gap-3 sm:grid-cols-4" aria-label={t`Progress`}>
              {STEPS.map((step, index) => {
                const done = index <= progress;
                return (
                  <li
                    key={step}
                    aria-current={index === progress ? "step" : undefined}
                    className={cn(
                      "flex items-center gap-2 text-sm",
                      done ? "font-medium" : "text-muted-foreground",
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        "flex size-6 shrink-0 items-center justify-center rounded-full border",
                        done ? "border-primary bg-primary text-primary-foreground" : "border-border",
                      )}
                    >
                      {done ? <CheckIcon className="size-3.5" /> : index + 1}
                    </span>
                    {label(returnStatusLabel(step))}
                  </li>
                );
              })}
            </ol>
          )}
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>{t`Items`}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col divide-y divide-border" aria-label={t`Items`}>
              {item.lines.map((line) => {
                const unitPrice = money(line.unit_price);
                return (
                  <LineItemRow
                    key={line.order_line_id}
                    compact
                    name={localized(line.name, line.name_lang)}
                    image={line.image}
                    imageSize={64}
                    details={
                      <span className="text-sm text-muted-foreground">{t`${line.qty} × ${unitPrice}`}</span>
                    }
                  />
                );
              })}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>{t`Details`}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t`Reason`}</dt>
              <dd>{label(returnReasonLabel(item.reason))}</dd>
              {item.note ? (
                <>
                  <dt className="text-muted-foreground">{t`Note`}</dt>
                  <dd className="break-words">{item.note}</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">{t`Refund`}</dt>
              <dd className="font-semibold tabular-nums" data-slot="return-refund">
                {money(item.refund)}
              </dd>
            </dl>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
