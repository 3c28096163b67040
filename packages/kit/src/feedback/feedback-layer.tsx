import { useLingui } from "@lingui/react/macro";
import type { PendingRequests } from "@storefront/core/api";
import { LoadingBar } from "@storefront/ui/loading-bar";
import type { ToasterStore } from "@storefront/ui/toast-store";
import { useSyncExternalStore } from "react";
import { LazyStorefrontToaster } from "./lazy-toaster";

/** The global loading bar (spec §4): shown from the first flagged request until none is pending. */
export function GlobalLoadingBar({ pending }: { pending: PendingRequests }) {
  const { t } = useLingui();
  const { loading } = useSyncExternalStore(pending.subscribe, pending.getSnapshot, pending.getSnapshot);
  return <LoadingBar active={loading} label={t`Loading`} />;
}

/** The loading bar and the toasts of one mount (the toaster's code loads with the first toast). */
export function FeedbackLayer({ toaster, pending }: { toaster: ToasterStore; pending: PendingRequests }) {
  return (
    <>
      <GlobalLoadingBar pending={pending} />
      <LazyStorefrontToaster toaster={toaster} />
    </>
  );
}
