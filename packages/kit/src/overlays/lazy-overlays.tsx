import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { lazyModule, preloadModule, useLazyModuleWhen } from "../app";
import { dialogCatalogs, type FeatureCatalogAccess } from "../i18n";
import type { Session } from "../session";
import {
  ageGateOpenAtom,
  guestMergeAtom,
  sessionEndedAtom,
  showAuthAtom,
  userInfoPromptAtom,
  useSession,
} from "../session";
import { needsAgeVerification } from "./age-rule";

// The overlays as every page mounts them: their rules run in the first load, their Radix dialogs
// and their wording (kit's `dialogs` catalog) are fetched only when one is about to show (most
// visits never see either).

export const ageVerificationModule = lazyModule(() => import("./age-verification"));
export const userInfoPromptModule = lazyModule(() => import("./user-info-prompt"));
export const guestMergeNoticeModule = lazyModule(() => import("./guest-merge-notice"));
export const sessionEndedNoticeModule = lazyModule(() => import("./session-ended-notice"));

/**
 * Starts fetching the age popup and its wording at boot when this partner needs it for this
 * shopper, so it shows with the first render (partners without the gate never fetch it).
 */
export function preloadAgeVerification(
  session: Pick<Session, "partner" | "storage">,
  featureCatalogs?: FeatureCatalogAccess | null,
): void {
  if (!needsAgeVerification(session.partner, session.storage)) return;
  preloadModule(ageVerificationModule);
  featureCatalogs?.ensure(dialogCatalogs).catch(() => {});
}

/**
 * The age-verification popup when the partner requires it (spec §4). The gate is marked open from
 * the first commit, before the popup's code has arrived, so the other overlays wait for it.
 */
export function LazyAgeVerificationPopup() {
  const { store, partner, storage } = useSession();
  const [needed] = useState(() => needsAgeVerification(partner, storage));
  useEffect(() => {
    if (needed) store.set(ageGateOpenAtom, true);
  }, [needed, store]);
  const module = useLazyModuleWhen(ageVerificationModule, needed, dialogCatalogs);
  return module ? <module.AgeVerificationPopup /> : null;
}

/** The complete-your-info prompt, fetched the first time it is due (spec §4). */
export function LazyUserInfoPrompt() {
  const { store } = useSession();
  const wanted = useAtomValue(userInfoPromptAtom, { store });
  const ageGateOpen = useAtomValue(ageGateOpenAtom, { store });
  const authOpen = useAtomValue(showAuthAtom, { store });
  const module = useLazyModuleWhen(userInfoPromptModule, wanted && !ageGateOpen && !authOpen, dialogCatalogs);
  return module ? <module.UserInfoPrompt /> : null;
}

/** The notice of a guest cart merged at login (issue 17), fetched the first time there is one. */
export function LazyGuestMergeNotice() {
  const { store } = useSession();
  const outcome = useAtomValue(guestMergeAtom, { store });
  const module = useLazyModuleWhen(guestMergeNoticeModule, outcome !== null, dialogCatalogs);
  return module ? <module.GuestMergeNotice /> : null;
}

/** The notice of a session that ended mid-visit (issue 17), fetched the first time one does. */
export function LazySessionEndedNotice() {
  const { store } = useSession();
  const ended = useAtomValue(sessionEndedAtom, { store });
  const module = useLazyModuleWhen(sessionEndedNoticeModule, ended, dialogCatalogs);
  return module ? <module.SessionEndedNotice /> : null;
}
