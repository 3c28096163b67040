import { useLingui } from "@lingui/react/macro";
import type { PendingRequests } from "@storefront/core/api";
import { TOAST } from "@storefront/core/constants";
import { LoadingBar } from "@storefront/ui/loading-bar";
import { Toaster, type ToasterStore } from "@storefront/ui/toast";
import { useSyncExternalStore } from "react";

/** The global loading bar (spec §4): shown from the first flagged request until none is pending. */
export function GlobalLoadingBar({ pending }: { pending: PendingRequests }) {
  const { t } = useLingui();
  const { loading } = useSyncExternalStore(pending.subscribe, pending.getSnapshot, pending.getSnapshot);
  return <LoadingBar active={loading} label={t`Loading`} />;
}

/** The mount's toasts (spec §9: 3000 ms, no progress bar, pause on hover, announced). */
export function StorefrontToaster({ toaster }: { toaster: ToasterStore }) {
  const { t } = useLingui();
  // Radix replaces `{hotkey}` with the focus shortcut (F8); it stays a placeholder in the catalog.
  const hotkey = "{hotkey}";
  return (
    <Toaster
      toaster={toaster}
      duration={TOAST.autoCloseMs}
      closeLabel={t`Close`}
      label={t`Notification`}
      viewportLabel={t`Notifications (${hotkey})`}
    />
  );
}

/** The loading bar and the toasts of one mount. */
export function FeedbackLayer({ toaster, pending }: { toaster: ToasterStore; pending: PendingRequests }) {
  return (
    <>
      <GlobalLoadingBar pending={pending} />
      <StorefrontToaster toaster={toaster} />
    </>
  );
}
