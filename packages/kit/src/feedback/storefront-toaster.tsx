import { useLingui } from "@lingui/react/macro";
import { TOAST } from "@storefront/core/constants";
import { Toaster } from "@storefront/ui/toast";
import type { ToasterStore } from "@storefront/ui/toast-store";

/**
 * Below the phone header's two rows (logo and menu, then the search: 113 px), so a toast such as
 * "Logged in" never covers the header's buttons; from `sm` up the header is one row and the
 * corner above the page is free.
 */
const BELOW_PHONE_HEADER = "max-sm:top-28";

/**
 * The mount's toasts (spec §9: 3000 ms, no progress bar, pause on hover, announced; top-right,
 * top-left in Arabic), below the header on phones.
 */
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
      className={BELOW_PHONE_HEADER}
    />
  );
}
