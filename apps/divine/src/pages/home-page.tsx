import { useLingui } from "@lingui/react/macro";
import { useLocalized } from "@storefront/kit/locale";
import { useApiClient } from "@storefront/kit/session";
import { useDocumentTitle } from "@storefront/kit/title";
import { EmptyState } from "@storefront/ui/empty-state";
import { useSuspenseQuery } from "@tanstack/react-query";
import { OfferingCard } from "../offer/offering-card";
import { offeringCategoriesQueryOptions, offeringSections, offeringsQueryOptions } from "../offerings";

/**
 * `/` of a divine partner: its offerings by category, each with its description, price (or the
 * amounts to choose from) and "Offer" right there — divine has no product pages (spec §2).
 */
export function HomePage() {
  const { t } = useLingui();
  useDocumentTitle(null);
  const localized = useLocalized();
  const client = useApiClient();
  const products = useSuspenseQuery(offeringsQueryOptions(client)).data;
  const categories = useSuspenseQuery(offeringCategoriesQueryOptions(client)).data;
  const sections = offeringSections(products.items, categories);

  return (
    <div data-slot="divine-home" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-semibold sm:text-3xl">{t`Make an offering`}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        {t`Choose an offering, tell us who it is for and on which day, and we will make it in their name.`}
      </p>
      {sections.length === 0 ? (
        <EmptyState
          variant="page"
          icon={null}
          title={t`No offerings yet`}
          description={t`Please come back soon.`}
        />
      ) : (
        sections.map((section) => (
          <section key={section.id} aria-labelledby={`offerings-${section.id}`} className="mt-10">
            <h2 id={`offerings-${section.id}`} className="text-xl font-semibold">
              {section.name ? localized(section.name, section.name_lang) : t`More offerings`}
            </h2>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {section.products.map((product) => (
                <li key={String(product._id)}>
                  <OfferingCard product={product} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
