import { useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { useToast } from "../feedback";
import { sessionEndedAtom, useSession } from "../session";

/**
 * Tells the shopper their session ended mid-visit (issue 17: the server refused the token on some
 * call — revoked, expired, logged out elsewhere): a toast with the way to log in again. Whatever
 * they had saved is still in their account. Renders nothing itself.
 */
export function SessionEndedNotice() {
  const session = useSession();
  const ended = useAtomValue(sessionEndedAtom, { store: session.store });
  const toast = useToast();
  const { t } = useLingui();
  useEffect(() => {
    if (!ended) return;
    toast({
      title: t`Your session has ended`,
      description: t`Please log in again. Your saved cart and orders are kept in your account.`,
      action: { label: t`Log in`, altText: t`Log in again`, onClick: () => session.openAuth() },
    });
    session.store.set(sessionEndedAtom, false);
  }, [ended, t, toast, session]);
  return null;
}
