import { Trans, useLingui } from "@lingui/react/macro";
import { localBusinessJsonLd } from "@storefront/core/partner";
import { Button } from "@storefront/ui/button";
import { Link, useRouterState } from "@tanstack/react-router";
import { ClockIcon, GlobeIcon, MailIcon, MapPinIcon, PhoneIcon, StoreIcon } from "lucide-react";
import { type ReactNode, useId, useMemo } from "react";
import { listSeparator, useLocale } from "../locale";
import { usePartner } from "../partner";
import { useDocumentTitle, usePageMeta } from "../title";
import { contactDetails } from "./contact-details";
import { usePartnerPageLinks } from "./use-partner-page-links";
import { OpenNow, WeeklyHoursList } from "./weekly-hours";

function DetailRow({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm font-medium text-muted-foreground [&_svg]:size-5">
        <span aria-hidden="true">{icon}</span>
        {term}
      </dt>
      <dd className="mt-0.5 ps-8">{children}</dd>
    </div>
  );
}

/**
 * `/contact`: the partner's contact details — the ones it has published (`partner.contact`, its
 * weekly hours, or the contact keys of its CMS settings), nothing invented — its address in the
 * page's language with a link to the map, a mailto button when it has an e-mail address, its
 * opening hours, and links to its information pages; the same details as schema.org
 * `LocalBusiness` JSON-LD in the server's HTML. There is no contact form: the API has nowhere to
 * send one.
 */
export function ContactPage() {
  const { t } = useLingui();
  const partner = usePartner();
  const { locale } = useLocale();
  const details = useMemo(() => contactDetails(partner, locale), [partner, locale]);
  const pages = usePartnerPageLinks();
  const detailsHeading = useId();
  const pagesHeading = useId();
  const hoursHeading = useId();
  useDocumentTitle(t`Contact us`);
  const path = useRouterState({ select: (state) => state.location.publicHref.split("?")[0] ?? "" });
  usePageMeta({
    jsonLd: [
      localBusinessJsonLd({
        name: details.name,
        path,
        phone: details.phone?.display,
        email: details.email,
        address: details.address.join(listSeparator(locale)),
        mapUrl: details.mapUrl,
        hours: details.weeklyHours,
      }),
    ],
  });
  const reachable = Boolean(details.email || details.phone || details.address.length > 0);
  const storeName = details.name;

  return (
    <div data-slot="contact-page" className="mx-auto max-w-3xl px-4 py-10 text-start">
      <h1 className="text-3xl font-semibold leading-tight">
        <Trans>Contact us</Trans>
      </h1>
      <p className="mt-3 text-muted-foreground">
        {reachable ? (
          <Trans>We are happy to help. You can reach {storeName} through the details below.</Trans>
        ) : (
          <Trans>{storeName} has not published contact details online yet.</Trans>
        )}
        {!reachable && pages.length > 0 ? (
          <>
            {" "}
            <Trans>The store's information pages below may help.</Trans>
          </>
        ) : null}
      </p>

      <section aria-labelledby={detailsHeading} className="mt-8 rounded-lg border border-border p-6">
        <h2 id={detailsHeading} className="text-lg font-semibold">
          <Trans>Store details</Trans>
        </h2>
        <address className="mt-4 not-italic">
          <dl className="grid gap-4">
            <DetailRow icon={<StoreIcon />} term={t`Store`}>
              {details.name}
            </DetailRow>
            {details.address.length > 0 ? (
              <DetailRow icon={<MapPinIcon />} term={t`Address`}>
                {details.address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
                {details.mapUrl ? (
                  <a
                    href={details.mapUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-slot="map-link"
                    className="mt-1 inline-block text-primary underline underline-offset-4"
                  >
                    <Trans>Show on the map</Trans>
                  </a>
                ) : null}
              </DetailRow>
            ) : null}
            {details.phone ? (
              <DetailRow icon={<PhoneIcon />} term={t`Phone`}>
                <a href={details.phone.href} dir="ltr" className="text-primary underline underline-offset-4">
                  {details.phone.display}
                </a>
              </DetailRow>
            ) : null}
            {details.email ? (
              <DetailRow icon={<MailIcon />} term={t`E-mail`}>
                <a
                  href={`mailto:${details.email}`}
                  dir="ltr"
                  className="break-all text-primary underline underline-offset-4"
                >
                  {details.email}
                </a>
              </DetailRow>
            ) : null}
            {details.openingHours ? (
              <DetailRow icon={<ClockIcon />} term={t`Opening hours`}>
                {details.openingHours}
              </DetailRow>
            ) : null}
            {details.website ? (
              <DetailRow icon={<GlobeIcon />} term={t`Website`}>
                <span dir="ltr" className="break-all">
                  {details.website}
                </span>
              </DetailRow>
            ) : null}
          </dl>
        </address>
        {details.email ? (
          <Button asChild className="mt-6">
            <a href={`mailto:${details.email}`}>
              <MailIcon aria-hidden="true" className="size-4" />
              <Trans>Send us an e-mail</Trans>
            </a>
          </Button>
        ) : null}
      </section>

      {details.weeklyHours ? (
        <section aria-labelledby={hoursHeading} className="mt-8 rounded-lg border border-border p-6">
          <h2 id={hoursHeading} className="text-lg font-semibold">
            <Trans>Opening hours</Trans>
          </h2>
          <OpenNow hours={details.weeklyHours} timeZone={partner.time_zone} className="mt-2" />
          <WeeklyHoursList hours={details.weeklyHours} label={t`Opening hours`} className="mt-3 max-w-sm" />
        </section>
      ) : null}

      {pages.length > 0 ? (
        <section aria-labelledby={pagesHeading} className="mt-8">
          <h2 id={pagesHeading} className="text-lg font-semibold">
            <Trans>More about the store</Trans>
          </h2>
          <ul className="mt-3 grid gap-2">
            {pages.map((page) => (
              <li key={page.name}>
                <Link to={page.path} className="text-primary underline underline-offset-4">
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
