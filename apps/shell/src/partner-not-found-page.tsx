import { Trans, useLingui } from "@lingui/react/macro";
import { LocaleSwitch } from "@storefront/kit/locale";
import { useDocumentTitle } from "@storefront/kit/title";

/** Shown when the host has no partner (spec §2: the partner has no access token). */
export function PartnerNotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Store not found`);
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-start">
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
