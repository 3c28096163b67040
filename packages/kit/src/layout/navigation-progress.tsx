import { useLingui } from "@lingui/react/macro";
import { LoadingBar } from "@storefront/ui/loading-bar";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";

/** How long a navigation may take before the bar shows: a quick one shows nothing (no flash). */
export const NAVIGATION_PROGRESS_DELAY_MS = 150;

/**
 * The loader of spec §4 for navigations: while the router loads the next page (its code, its
 * data) the old page stays, so a thin bar across the top says something is on its way. It appears
 * once a navigation has taken `NAVIGATION_PROGRESS_DELAY_MS` and goes when the page is there; the
 * page's own skeleton (its route's pending component) follows if it takes longer.
 */
export function NavigationProgress() {
  const { t } = useLingui();
  const navigating = useRouterState({
    select: (state) => state.status === "pending" && state.resolvedLocation?.href !== state.location.href,
  });
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!navigating) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), NAVIGATION_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigating]);
  return <LoadingBar active={shown && navigating} label={t`Loading the page`} data-navigation="" />;
}
