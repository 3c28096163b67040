import { useLingui } from "@lingui/react/macro";
import { usePartnerTimeFormat } from "@storefront/kit/dates";
import { useLocalized } from "@storefront/kit/locale";
import { Money, useMoney } from "@storefront/kit/money";
import { useApiClient, useUser } from "@storefront/kit/session";
import { Badge } from "@storefront/ui/badge";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { PurchaseLayout } from "../purchase/purchase-layout";
import { bookingQueries } from "../queries";

/** The customer's vouchers with their codes (to give away or to redeem when booking). */
function MyVouchers() {
  const { t } = useLingui();
  const localized = useLocalized();
  const format = usePartnerTimeFormat();
  const user = useUser();
  const { data } = useQuery({
    ...bookingQueries.myVouchers(useApiClient(), user?.id ?? ""),
    enabled: user !== null,
    staleTime: 0,
  });
  if (!data || data.length === 0) return null;
  const stateLabel = { active: t`Active`, redeemed: t`Used`, expired: t`Expired` } as const;
  return (
    <section
      aria-labelledby="my-vouchers"
      className="flex flex-col gap-2 rounded-lg border border-primary bg-primary/5 p-4"
    >
      <h2 id="my-vouchers" className="font-semibold">
        {t`Your vouchers`}
      </h2>
      <p className="text-sm text-muted-foreground">{t`Enter a code when you confirm a booking to pay with it.`}</p>
      <ul className="flex flex-col gap-2 text-sm">
        {data.map((voucher) => {
          const until = format.date(voucher.expires_at);
          return (
            <li key={voucher._id} className="flex flex-wrap items-center gap-2" data-slot="my-voucher">
              <span>{localized(voucher.name, voucher.name_lang)}</span>
              <code className="rounded bg-muted px-2 py-0.5 font-mono" data-testid="voucher-code">
                {voucher.code}
              </code>
              <Money amount={voucher.value} />
              <Badge variant={voucher.state === "active" ? "default" : "secondary"}>
                {stateLabel[voucher.state]}
              </Badge>
              <span className="text-muted-foreground">{t`until ${until}`}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** `/vouchers`: gift vouchers; bought here, redeemed with their code when booking. */
export function VouchersPage() {
  const { t } = useLingui();
  const localized = useLocalized();
  const money = useMoney();
  const { buy } = useSearch({ strict: false }) as { buy?: string | number };
  const { data: vouchers } = useSuspenseQuery(bookingQueries.vouchers(useApiClient()));
  return (
    <PurchaseLayout
      title={t`Gift vouchers`}
      kind="voucher"
      path="/vouchers"
      buy={buy === undefined ? undefined : String(buy)}
      emptyTitle={t`There are no vouchers for sale right now.`}
      mine={<MyVouchers />}
      items={vouchers.map((voucher) => {
        const value = money(voucher.value);
        return {
          id: voucher._id,
          name: localized(voucher.name, voucher.name_lang),
          facts: [t`Worth ${value}`, t`Valid ${voucher.validity_days} days`],
          price: voucher.price,
        };
      })}
    />
  );
}
