import { useLingui } from "@lingui/react/macro";
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

const isOnline = () => navigator.onLine !== false;
// The server renders a page for a browser that reached it: online.
const onServer = () => true;

/**
 * "You are offline" while the browser is: the page stays as it is, what it asks for waits (the
 * query client pauses offline and resumes on reconnection), and this note says why nothing comes.
 * It overlays the page's bottom edge, so it shifts nothing when it appears.
 */
export function OfflineNotice() {
  const { t } = useLingui();
  const online = useSyncExternalStore(subscribe, isOnline, onServer);
  if (online) return null;
  return (
    <p
      role="status"
      data-slot="offline-notice"
      className="fixed inset-x-0 bottom-0 z-[90] bg-foreground px-4 py-3 text-center text-sm text-background"
    >
      {t`You are offline. The page will load when you are back online.`}
    </p>
  );
}
