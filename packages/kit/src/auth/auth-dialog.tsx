import { Trans, useLingui } from "@lingui/react/macro";
import type { AuthType } from "@storefront/core/auth";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@storefront/ui/dialog";
import { Spinner } from "@storefront/ui/spinner";
import { useAtomValue } from "jotai";
import { lazy, Suspense } from "react";
import { authTypeAtom, showCloseButtonAtom, useSession } from "../session";
import { loadAuthForms } from "./auth-dialog-modules";
import { useAuthDialogVisible } from "./use-auth-dialog-visible";

// The forms are their own chunk: fetched when the dialog is requested, during its 500 ms delay.
const AuthForms = lazy(() => loadAuthForms().then((module) => ({ default: module.AuthForms })));

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
  return <AuthDialogView visible={useAuthDialogVisible()} />;
}

/** The auth dialog shown while `visible` (from `useAuthDialogVisible`, run by whoever mounts it). */
export function AuthDialogView({ visible }: { visible: boolean }) {
  const { t } = useLingui();
  const session = useSession();
  const { store } = session;
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
