import { atom, useAtomValue, useSetAtom } from "jotai";
import { Fragment, type ReactNode } from "react";

/**
 * The app key (spec §2, §3 "Misc state: appKey"): the page is rendered keyed by it, so bumping it
 * re-renders the whole app from scratch ("reloading the app") without a page load.
 */
export const appKeyAtom = atom(0);

/** Bumps the app key. */
export const reloadAppAtom = atom(null, (get, set) => set(appKeyAtom, get(appKeyAtom) + 1));

/**
 * Set once the partner of the page payload has been read and validated (spec §4: "Partner: loaded
 * once on mount; sets a loaded flag").
 */
export const partnerLoadedAtom = atom(false);

/** Returns the function that re-renders the app (bumps the app key). */
export function useReloadApp(): () => void {
  return useSetAtom(reloadAppAtom);
}

/** Renders its children keyed by the app key, so they re-mount whenever the key is bumped. */
export function AppKeyed({ children }: { children: ReactNode }) {
  const appKey = useAtomValue(appKeyAtom);
  return <Fragment key={appKey}>{children}</Fragment>;
}
