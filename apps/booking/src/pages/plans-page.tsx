import { useLingui } from "@lingui/react/macro";
import { usePartnerTimeFormat } from "@storefront/kit/dates";
import { useLocalized } from "@storefront/kit/locale";
import { useApiClient, useUser } from "@storefront/kit/session";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { PurchaseLayout } from "../purchase/purchase-layout";
import { bookingQueries } from "../queries";

/** The customer's plans: sessions left and until when. */
function MyPlans() {
  const { t } = useLingui();
  const localized = useLocalized();
  const format = usePartnerTimeFormat();
  const user = useUser();
  const { data } = useQuery({
    ...bookingQueries.myPlans(useApiClient(), user?.id ?? ""),
    enabled: user !== null,
    staleTime: 0,
  });
  if (!data || data.length === 0) return null;
  return (
    <section
      aria-labelledby="my-plans"
      className="flex flex-col gap-2 rounded-lg border border-primary bg-primary/5 p-4"
    >
      <h2 id="my-plans" className="font-semibold">
        {t`Your plans`}
      </h2>
      <ul className="flex flex-col gap-1 text-sm">
        {data.map((plan) => {
          const name = localized(plan.name, plan.name_lang);
          const left = plan.sessions_left;
          const until = format.date(plan.expires_at);
          return <li key={plan._id}>{t`${name}: ${left} sessions left, until ${until}`}</li>;
        })}
      </ul>
    </section>
  );
}

/** `/paid-plans`: bundles of sessions; bought here, used when booking. */
export function PlansPage() {
  const { t } = useLingui();
  const localized = useLocalized();
  const { buy } = useSearch({ strict: false }) as { buy?: string | number };
  const { data: plans } = useSuspenseQuery(bookingQueries.plans(useApiClient()));
  return (
    <PurchaseLayout
      title={t`Paid plans`}
      kind="plan"
      path="/paid-plans"
      buy={buy === undefined ? undefined : String(buy)}
      emptyTitle={t`There are no plans for sale right now.`}
      mine={<MyPlans />}
      items={plans.map((plan) => ({
        id: plan._id,
        name: localized(plan.name, plan.name_lang),
        description: plan.description ? localized(plan.description, plan.description_lang) : null,
        facts: [t`${plan.sessions} sessions`, t`Valid ${plan.validity_days} days`],
        price: plan.price,
      }))}
    />
  );
}
