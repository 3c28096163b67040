import { useLingui } from "@lingui/react/macro";
import { Button } from "@storefront/ui/button";
import { Card, CardContent } from "@storefront/ui/card";
import { cn } from "@storefront/ui/cn";
import { DatePicker } from "@storefront/ui/date-picker";
import { EmptyState } from "@storefront/ui/empty-state";
import { Field } from "@storefront/ui/field";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { ReceiptIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { fromIsoDay, toIsoDay } from "../dates";
import { useLocale, useLocalized } from "../locale";
import { useMoney } from "../money";
import { useDocumentTitle } from "../title";
import { useAccountApi } from "./account-api";
import { useAccountFormat, useLabel } from "./format";
import { statementKindLabel } from "./labels";
import { accountQueries, type StatementRange } from "./queries";
import { readStatementSearch } from "./search";
import { statementTotals } from "./statement";
import { PageHeader, QuerySection } from "./states";

/** A signed amount: negative balances read as such (the API: balance = credits − debits). */
function Signed({ value, text }: { value: number; text: string }) {
  return <span className={cn("tabular-nums", value < 0 && "text-destructive")}>{text}</span>;
}

function StatementTable({ range }: { range: StatementRange }) {
  const { t } = useLingui();
  const api = useAccountApi();
  const format = useAccountFormat();
  const localized = useLocalized();
  const label = useLabel();
  const { data } = useSuspenseQuery(accountQueries.statement(api, range));
  const formatMoney = useMoney();
  const money = (amount: number) => formatMoney(amount, data.currency);
  const totals = statementTotals(data.entries);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 sm:grid-cols-3" data-slot="statement-summary">
        <div className="rounded-lg border border-border p-4">
          <dt className="text-sm text-muted-foreground">{t`Opening balance`}</dt>
          <dd className="text-lg font-semibold" data-slot="opening-balance">
            <Signed value={data.opening_balance} text={money(data.opening_balance)} />
          </dd>
        </div>
        <div className="rounded-lg border border-border p-4">
          <dt className="text-sm text-muted-foreground">{t`Charges and credits`}</dt>
          <dd className="flex flex-col text-sm">
            <span>{t`Charged: ${money(totals.debit)}`}</span>
            <span>{t`Credited: ${money(totals.credit)}`}</span>
          </dd>
        </div>
        <div className="rounded-lg border border-border p-4">
          <dt className="text-sm text-muted-foreground">{t`Closing balance`}</dt>
          <dd className="text-lg font-semibold" data-slot="closing-balance">
            <Signed value={data.closing_balance} text={money(data.closing_balance)} />
          </dd>
        </div>
      </dl>
      {data.entries.length === 0 ? (
        <EmptyState
          icon={<ReceiptIcon />}
          title={
            range.from || range.to ? t`No entries in this period.` : t`Your statement has no entries yet.`
          }
        />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full min-w-[40rem] text-sm" data-slot="statement-table">
            <caption className="sr-only">{t`Statement entries, oldest first, with the balance after each`}</caption>
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t`Date`}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t`Description`}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t`Debit`}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t`Credit`}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t`Balance`}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {data.entries.map((entry) => (
                <tr key={entry._id} data-slot="statement-entry">
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={entry.date}>{format.day(entry.date)}</time>
                  </td>
                  <td className="px-3 py-2">
                    <span className="flex flex-col">
                      <span>{localized(entry.description, entry.description_lang)}</span>
                      <span className="text-xs text-muted-foreground">
                        {label(statementKindLabel(entry.kind))}
                        {entry.ref ? (
                          <>
                            {" · "}
                            <span dir="ltr">{entry.ref}</span>
                          </>
                        ) : null}
                      </span>
                    </span>
                  </td>
                  <td className="px-3 py-2 text-end tabular-nums">
                    {entry.debit > 0 ? money(entry.debit) : "—"}
                  </td>
                  <td className="px-3 py-2 text-end tabular-nums">
                    {entry.credit > 0 ? money(entry.credit) : "—"}
                  </td>
                  <td className="px-3 py-2 text-end font-medium" data-slot="entry-balance">
                    <Signed value={entry.balance} text={money(entry.balance)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** What the date filter applies: the range, or none (`{}` shows everything). */
export type StatementFilterChange = (range: { from?: string; to?: string }) => void;

function StatementFilter({ range, onChange }: { range: StatementRange; onChange: StatementFilterChange }) {
  const { t } = useLingui();
  const { locale, dir } = useLocale();
  const [from, setFrom] = useState<Date | undefined>(() => fromIsoDay(range.from));
  const [to, setTo] = useState<Date | undefined>(() => fromIsoDay(range.to));
  const [error, setError] = useState<string | undefined>();
  const labels = {
    placeholder: t`Choose a date`,
    calendar: t`Calendar`,
    previousMonth: t`Previous month`,
    nextMonth: t`Next month`,
    month: t`Month`,
    year: t`Year`,
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && toIsoDay(from) > toIsoDay(to)) {
      setError(t`The start date must not be after the end date.`);
      return;
    }
    setError(undefined);
    onChange({ ...(from ? { from: toIsoDay(from) } : {}), ...(to ? { to: toIsoDay(to) } : {}) });
  };
  const clear = () => {
    setFrom(undefined);
    setTo(undefined);
    setError(undefined);
    onChange({});
  };
  return (
    <Card className="py-4">
      <CardContent className="px-4">
        <form
          noValidate
          onSubmit={apply}
          className="flex flex-wrap items-end gap-3"
          aria-label={t`Filter by date`}
          data-slot="statement-filter"
        >
          <Field label={t`From`} className="w-full sm:w-48" error={error}>
            {(p) => (
              <DatePicker
                {...p}
                value={from}
                onChange={setFrom}
                max={to}
                labels={labels}
                locale={locale}
                dir={dir}
              />
            )}
          </Field>
          <Field label={t`To`} className="w-full sm:w-48">
            {(p) => (
              <DatePicker
                {...p}
                value={to}
                onChange={setTo}
                min={from}
                labels={labels}
                locale={locale}
                dir={dir}
              />
            )}
          </Field>
          <div className="flex gap-2">
            <Button type="submit">{t`Apply`}</Button>
            <Button
              type="button"
              variant="ghost"
              onClick={clear}
              disabled={!from && !to && !range.from && !range.to}
            >
              {t`Clear`}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * `/account/statement`: the customer's ledger (orders, payments, refunds, vouchers, adjustments),
 * oldest first, with the balance after each entry (credits − debits) and the opening balance of
 * the period. The date filter lives in the URL (`?from=YYYY-MM-DD&to=YYYY-MM-DD`).
 */
export function StatementPage({
  range,
  onRangeChange,
}: {
  range: StatementRange;
  onRangeChange: StatementFilterChange;
}) {
  const { t } = useLingui();
  useDocumentTitle(t`Statement`);
  return (
    <>
      <PageHeader title={t`Statement`} />
      <StatementFilter range={range} onChange={onRangeChange} />
      <QuerySection>
        <StatementTable range={range} />
      </QuerySection>
    </>
  );
}

/** `StatementPage` at its route: the range is the URL's `?from=&to=`. */
export function StatementRoutePage() {
  const range = readStatementSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <StatementPage
      range={range}
      onRangeChange={(next) => void navigate({ to: "/account/statement", search: next })}
    />
  );
}
