import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useId, useMemo } from "react";
import { LocaleSwitch, listSeparator, useLocale } from "../locale";
import { publishedContact, usePartnerPageLinks } from "../pages";
import { usePartner, usePartnerName } from "../partner";
import { DisplayContainer } from "../theme";
import { useLinkLabel } from "./link-labels";
import { useHeaderFeatures } from "./use-navigation";

const footerLinkClassName =
  "inline-flex min-h-8 items-center underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export interface FooterProps {
  /** The year of the copyright line; the current year by default. */
  year?: number;
}

/**
 * The site footer: the partner's pages (`partner.pages` → `/{pageName}`, with their CMS titles),
 * the contact page (unless the partner's business hides it; in its wording when it gives one), the
 * partner's phone, e-mail and address when it published them, the locale switch and the copyright
 * line with the partner's name in the page's language.
 */
export function Footer({ year = new Date().getFullYear() }: FooterProps) {
  const { t } = useLingui();
  const partner = usePartner();
  const pages = usePartnerPageLinks();
  const features = useHeaderFeatures();
  const linkLabel = useLinkLabel();
  const infoHeading = useId();
  const languageHeading = useId();
  const contactHeading = useId();
  const storeName = usePartnerName();
  const { locale } = useLocale();
  const contact = useMemo(() => publishedContact(partner, locale), [partner, locale]);
  const reachable = contact.phone || contact.email || contact.address.length > 0;

  return (
    <footer
      data-slot="site-footer"
      className="mt-auto bg-footer text-[var(--footer-text-color,var(--color-foreground))]"
    >
      <DisplayContainer className="grid gap-8 px-4 py-10 sm:grid-cols-2 md:grid-cols-3">
        <nav aria-labelledby={infoHeading}>
          <h2 id={infoHeading} className="text-sm font-semibold uppercase tracking-wide opacity-80">
            {t`Information`}
          </h2>
          <ul className="mt-3 grid gap-1 text-sm" data-slot="footer-links">
            {pages.map((page) => (
              <li key={page.name}>
                <Link to={page.path} className={footerLinkClassName} data-page={page.name}>
                  {page.title}
                </Link>
              </li>
            ))}
            {features.contact ? (
              <li>
                <Link to="/contact" className={footerLinkClassName} data-page="contact">
                  {linkLabel("contact", t`Contact us`)}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
        {reachable ? (
          <section aria-labelledby={contactHeading} data-slot="footer-contact">
            <h2 id={contactHeading} className="text-sm font-semibold uppercase tracking-wide opacity-80">
              {t`Contact`}
            </h2>
            <address className="mt-3 grid gap-1 text-sm not-italic">
              {contact.address.length > 0 ? <span>{contact.address.join(listSeparator(locale))}</span> : null}
              {contact.phone ? (
                <a href={contact.phone.href} dir="ltr" className={`${footerLinkClassName} w-fit`}>
                  {contact.phone.display}
                </a>
              ) : null}
              {contact.email ? (
                <a
                  href={`mailto:${contact.email}`}
                  dir="ltr"
                  className={`${footerLinkClassName} w-fit break-all`}
                >
                  {contact.email}
                </a>
              ) : null}
            </address>
          </section>
        ) : null}
        <section aria-labelledby={languageHeading}>
          <h2 id={languageHeading} className="text-sm font-semibold uppercase tracking-wide opacity-80">
            {t`Language`}
          </h2>
          <LocaleSwitch className="mt-3 text-inherit!" />
        </section>
      </DisplayContainer>
      <div className="border-t border-current/15">
        <DisplayContainer className="px-4 py-4 text-sm opacity-80">
          <p data-slot="copyright">{t`© ${year} ${storeName}. All rights reserved.`}</p>
        </DisplayContainer>
      </div>
    </footer>
  );
}
