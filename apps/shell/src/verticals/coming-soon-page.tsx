import { Trans } from "@lingui/react/macro";
import { LocaleSwitch } from "@storefront/kit/locale";
import { usePartner } from "@storefront/kit/partner";

/** The stand-in's one page: the partner's name and a note that the store opens soon (inside the layout's `<main>`). */
export function ComingSoonPage() {
  const partner = usePartner();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-start">
      <LocaleSwitch className="float-end" />
      <h1 className="text-3xl font-semibold">{partner.name}</h1>
      <p className="mt-4 text-muted-foreground" data-testid="coming-soon">
        <Trans>Our online store is coming soon. Thank you for your patience.</Trans>
      </p>
    </div>
  );
}
