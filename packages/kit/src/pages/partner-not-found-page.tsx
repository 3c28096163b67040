import { Trans, useLingui } from "@lingui/react/macro";
import { LocaleSwitch } from "../locale";
import { useDocumentTitle } from "../title";

/**
 * `/partner-not-found`: shown when the host has no partner (spec §2, §4: the partner has no access
 * token). There is no partner, so no header or footer: the page stands alone, with its own locale
 * switch.
 */
export function PartnerNotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Store not found`);
  return (
    <main data-slot="partner-not-found-page" className="mx-auto max-w-3xl px-4 py-16 text-start">
      <LocaleSwitch className="float-end" />
      <h1 className="text-3xl font-semibold">
        <Trans>Store not found</Trans>
      </h1>
      <p className="mt-4 text-muted-foreground">
        <Trans>There is no store at this address. Please check the link you followed.</Trans>
      </p>
    </main>
  );
}
