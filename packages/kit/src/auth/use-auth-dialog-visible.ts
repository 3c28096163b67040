import { isLoggedIn } from "@storefront/core/auth";
import { AUTH_CLOSE_BUTTON_DELAY_MS, AUTH_DIALOG_DELAY_MS } from "@storefront/core/constants";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { preloadModule } from "../app";
import { dialogCatalogs, useFeatureCatalogs } from "../i18n";
import { ageGateOpenAtom, showAuthAtom, showCloseButtonAtom, useSession, useUser } from "../session";
import { authDialogModule, loadAuthForms } from "./auth-dialog-modules";

/**
 * Whether the auth dialog is on screen (spec §4): it appears about 500 ms after the show flag turns
 * true, only while no user is logged in (and not over the age-verification gate); the close button
 * may appear 150 ms after that (it sets `showCloseButton`). The dialog's chunks and its wording
 * are fetched during the delay.
 */
export function useAuthDialogVisible(): boolean {
  const session = useSession();
  const { store } = session;
  const showAuth = useAtomValue(showAuthAtom, { store });
  const ageGateOpen = useAtomValue(ageGateOpenAtom, { store });
  const user = useUser();
  const wanted = showAuth && !isLoggedIn(user) && !ageGateOpen;
  const [visible, setVisible] = useState(false);
  const featureCatalogs = useFeatureCatalogs();

  useEffect(() => {
    if (!wanted) {
      setVisible(false);
      return;
    }
    preloadModule(authDialogModule);
    loadAuthForms().catch(() => {});
    featureCatalogs?.ensure(dialogCatalogs).catch(() => {});
    const timer = setTimeout(() => setVisible(true), AUTH_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted, featureCatalogs]);

  useEffect(() => {
    if (!visible) {
      store.set(showCloseButtonAtom, false);
      return;
    }
    const timer = setTimeout(() => store.set(showCloseButtonAtom, true), AUTH_CLOSE_BUTTON_DELAY_MS);
    return () => clearTimeout(timer);
  }, [visible, store]);

  return visible;
}
