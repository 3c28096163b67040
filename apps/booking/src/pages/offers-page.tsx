import { useLingui } from "@lingui/react/macro";
import { listSeparator, useLocalized } from "@storefront/kit/locale";
import { useApiClient } from "@storefront/kit/session";
import { useDocumentTitle } from "@storefront/kit/title";
import { Badge } from "@storefront/ui/badge";
import { Button } from "@storefront/ui/button";
import { EmptyState } from "@storefront/ui/empty-state";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { TagIcon } from "lucide-react";
import { bookingUrlSearch } from "../booking-search";
import { bookingQueries, type Offer } from "../queries";

const WEEKDAY_BASE = Date.UTC(2024, 0, 1); // a Monday: ISO weekday 1.

/** The offer's conditions in words: the days, the hours, until when. */
function useConditions(offer: Offer): string[] {
  const { t, i18n } = useLingui();
  const weekday = new Intl.DateTimeFormat(i18n.locale, { weekday: "long", timeZone: "UTC" });
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeZone: "UTC" });
  const parts: string[] = [];
  if (offer.weekdays) {
    const days = offer.weekdays
      .map((n) => weekday.format(new Date(WEEKDAY_BASE + (n - 1) * 86_400_000)))
      .join(listSeparator(i18n.locale === "ar" ? "ar" : "en"));
    parts.push(t`On ${days}`);
  }
  if (offer.starts_before) {
    const time = offer.starts_before;
    parts.push(t`For appointments starting before ${time}`);
  }
  if (offer.valid_until) {
    const until = day.format(new Date(`${offer.valid_until}T12:00:00Z`));
    parts.push(t`Until ${until}`);
  }
  return parts;
}

function OfferCard({ offer }: { offer: Offer }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const title = localized(offer.title, offer.title_lang);
  const conditions = useConditions(offer);
  return (
    <article aria-label={title} className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold">{title}</h2>
        <Badge>{t`${offer.discount_percent}% off`}</Badge>
      </div>
      {offer.description ? (
        <p className="text-sm text-muted-foreground">
          {localized(offer.description, offer.description_lang)}
        </p>
      ) : null}
      {conditions.length > 0 ? (
        <ul className="list-disc ps-5 text-sm text-muted-foreground">
          {conditions.map((condition) => (
            <li key={condition}>{condition}</li>
          ))}
        </ul>
      ) : null}
      <Button asChild className="mt-auto self-start">
        <Link
          to="/booking"
          search={
            bookingUrlSearch(
              offer.service_id ? { offer: offer._id, service: offer.service_id } : { offer: offer._id },
            ) as never
          }
        >
          {t`Book with this offer`}
        </Link>
      </Button>
    </article>
  );
}

/** `/all-offer?show-list`: the current offers; choosing one starts a booking with it applied. */
export function OffersPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Offers`);
  const { data: offers } = useSuspenseQuery(bookingQueries.offers(useApiClient()));
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-bold">{t`Offers`}</h1>
      {offers.length === 0 ? (
        <EmptyState icon={<TagIcon />} title={t`There are no offers right now.`} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {offers.map((offer) => (
            <li key={offer._id} className="flex">
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
