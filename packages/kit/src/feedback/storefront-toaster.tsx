import { useLingui } from "@lingui/react/macro";
import { TOAST } from "@storefront/core/constants";
import { Toaster } from "@storefront/ui/toast";
import type { ToasterStore } from "@storefront/ui/toast-store";

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
