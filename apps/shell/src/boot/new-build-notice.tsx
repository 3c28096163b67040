import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@storefront/ui/button";
import { useState } from "react";

/**
 * Offers a reload once a new build is deployed. A banner rather than a toast: toasts close after
 * 3 s (spec §9), and this offer must wait for the shopper, who may be mid-checkout.
 */
export default function NewBuildNotice() {
  const { t } = useLingui();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <section
      aria-label={t`Update available`}
      data-slot="new-build-notice"
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-3 border-t border-border bg-background px-4 py-3 text-sm shadow-lg"
    >
      <p role="status">
        <Trans>A new version of this store is available.</Trans>
      </p>
      <Button size="sm" onClick={() => window.location.reload()}>
        <Trans>Reload</Trans>
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
        <Trans>Not now</Trans>
      </Button>
    </section>
  );
}
