import { Trans, useLingui } from "@lingui/react/macro";
import { type AuthType, isLoggedIn } from "@storefront/core/auth";
import { AUTH_CLOSE_BUTTON_DELAY_MS, AUTH_DIALOG_DELAY_MS } from "@storefront/core/constants";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@storefront/ui/dialog";
import { Spinner } from "@storefront/ui/spinner";
import { useAtomValue } from "jotai";
import { lazy, Suspense, useEffect, useState } from "react";
import { ageGateOpenAtom, authTypeAtom, showAuthAtom, showCloseButtonAtom } from "../session/atoms";
import { useSession } from "../session/context";
import { useUser } from "../session/hooks";

// The forms are their own chunk: fetched when the dialog is requested, during its 500 ms delay.
const loadForms = () => import("./auth-forms");
const AuthForms = lazy(() => loadForms().then((module) => ({ default: module.AuthForms })));

/**
 * Whether the auth dialog is on screen (spec §4): it appears about 500 ms after the show flag turns
 * true, only while no user is logged in (and not over the age-verification gate); the close button
 * may appear 150 ms after that (it sets `showCloseButton`).
 */
export function useAuthDialogVisible(): boolean {
  const session = useSession();
  const { store } = session;
  const showAuth = useAtomValue(showAuthAtom, { store });
  const ageGateOpen = useAtomValue(ageGateOpenAtom, { store });
  const user = useUser();
  const wanted = showAuth && !isLoggedIn(user) && !ageGateOpen;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!wanted) {
      setVisible(false);
      return;
    }
    loadForms().catch(() => {});
    const timer = setTimeout(() => setVisible(true), AUTH_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

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

function Heading({ type }: { type: AuthType }) {
  switch (type) {
    case "signup":
      return (
        <>
          <DialogTitle>
            <Trans>Create an account</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Sign up to keep your cart, wishlist and orders.</Trans>
          </DialogDescription>
        </>
      );
    case "guest-login":
      return (
        <>
          <DialogTitle>
            <Trans>Continue as a guest</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Shop without an account. You can create one later.</Trans>
          </DialogDescription>
        </>
      );
    case "forgot-password":
      return (
        <>
          <DialogTitle>
            <Trans>Reset your password</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Enter the e-mail address of your account and we will send you a link to reset the password.
            </Trans>
          </DialogDescription>
        </>
      );
    default:
      return (
        <>
          <DialogTitle>
            <Trans>Log in</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Log in with your e-mail address or your phone number.</Trans>
          </DialogDescription>
        </>
      );
  }
}

/**
 * The auth dialog (spec §2 overlay, §4): login (default), sign-up, guest login and forgot
 * password, on a Radix dialog. Opened through `useAuthDialog().open()` or the router's
 * `requestLogin`; after a login it closes and the recorded target is visited (the session does it).
 * Escape and a click outside close it only once the close button is shown.
 */
export function AuthDialog() {
  const { t } = useLingui();
  const session = useSession();
  const { store } = session;
  const visible = useAuthDialogVisible();
  const type = useAtomValue(authTypeAtom, { store });
  const showCloseButton = useAtomValue(showCloseButtonAtom, { store });
  const keepOpen = (event: Event) => {
    if (!store.get(showCloseButtonAtom)) event.preventDefault();
  };

  return (
    <Dialog
      open={visible}
      onOpenChange={(open) => {
        if (!open) session.closeAuth();
      }}
    >
      <DialogContent
        data-testid="auth-dialog"
        data-auth-type={type}
        showCloseButton={showCloseButton}
        closeLabel={t`Close`}
        onEscapeKeyDown={keepOpen}
        onInteractOutside={keepOpen}
      >
        <DialogHeader>
          <Heading type={type} />
        </DialogHeader>
        <Suspense
          fallback={
            <div className="flex justify-center py-6">
              <Spinner label={t`Loading`} />
            </div>
          }
        >
          <AuthForms type={type} go={(next) => session.openAuth(next)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
