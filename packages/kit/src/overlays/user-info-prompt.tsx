import { Trans } from "@lingui/react/macro";
import { localizePath } from "@storefront/core/locale";
import { Button } from "@storefront/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@storefront/ui/dialog";
import { useAtomValue } from "jotai";
import { useCallback } from "react";
import { useLocale } from "../locale";
import { ageGateOpenAtom, showAuthAtom, userInfoPromptAtom, useSession } from "../session";

/** Where the prompt leads: the profile page (unprefixed; localized when followed). */
export const PROFILE_PATH = "/account/profile";

/**
 * Checks the complete-your-info rule on demand (spec §4: checked at start and on demand): opens
 * the prompt when the user has a phone and an empty e-mail (core's rule), closes it otherwise.
 * Returns whether it is shown.
 */
export function usePromptUserInfo(): () => boolean {
  const session = useSession();
  return useCallback(() => session.promptUserInfo(), [session]);
}

/**
 * The complete-your-info prompt (spec §2 overlay): asks a user with a phone but no e-mail to add it,
 * leading to `/account/profile`. It waits while the age gate or the auth dialog is up.
 */
export function UserInfoPrompt() {
  const session = useSession();
  const { store } = session;
  const { locale } = useLocale();
  const wanted = useAtomValue(userInfoPromptAtom, { store });
  const ageGateOpen = useAtomValue(ageGateOpenAtom, { store });
  const authOpen = useAtomValue(showAuthAtom, { store });
  const close = () => store.set(userInfoPromptAtom, false);

  return (
    <Dialog
      open={wanted && !ageGateOpen && !authOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <DialogContent data-testid="user-info-prompt" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Complete your information</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Add your e-mail address to your profile so we can send you order updates and help you reset your
              password.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={close}>
            <Trans>Later</Trans>
          </Button>
          <Button
            type="button"
            onClick={() => {
              close();
              session.navigate(localizePath(PROFILE_PATH, locale));
            }}
          >
            <Trans>Complete my profile</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
