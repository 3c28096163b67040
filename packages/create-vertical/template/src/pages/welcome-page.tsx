import { Trans, useLingui } from "@lingui/react/macro";
import { useApiClient } from "@storefront/kit/api";
import { categoriesQueryOptions } from "@storefront/kit/catalog";
import { useLocalized } from "@storefront/kit/locale";
import { usePartner } from "@storefront/kit/partner";
import { Button } from "@storefront/ui/button";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";

/** The vertical's own home page: the partner's name, its categories, and the way to the products. */
export default function WelcomePage() {
  const { t } = useLingui();
  const partner = usePartner();
  const localized = useLocalized();
  // The app's own query, on the query client kit provides (one react-query for both).
  const categories = useQuery(categoriesQueryOptions(useApiClient()));
  return (
    <section data-slot="welcome" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-semibold">
        <Trans>Welcome to {partner.name}</Trans>
      </h1>
      <p className="text-muted-foreground">{t`Everything in the shop, in English and Arabic.`}</p>
      <ul aria-label={t`Categories`} className="flex flex-wrap gap-2">
        {(categories.data ?? []).map((category) => (
          <li key={category._id} className="rounded-full border border-border px-3 py-1 text-sm">
            {localized(category.name, category.name_lang)}
          </li>
        ))}
      </ul>
      <Button asChild className="self-start">
        <Link to="/products">
          <Trans>Browse the products</Trans>
        </Link>
      </Button>
    </section>
  );
}
