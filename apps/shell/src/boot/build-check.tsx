import { currentEntryScript, fetchSiteRoot, startBuildCheck } from "@storefront/kit/app";
import { lazy, Suspense, useEffect, useState } from "react";

// The notice's code is fetched only when a new build is found.
const NewBuildNotice = lazy(() => import("./new-build-notice"));

/**
 * Checks for a new build every 60 minutes (spec §9) in a production build, and then offers a
 * reload. (The dev server's entry never changes, so there is nothing to check there.)
 */
export function BuildCheck() {
  const [newBuild, setNewBuild] = useState(false);
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return startBuildCheck({
      currentEntry: currentEntryScript(document),
      fetchHtml: fetchSiteRoot(window),
      base: window.location.origin,
      onNewBuild: () => setNewBuild(true),
    });
  }, []);
  if (!newBuild) return null;
  return (
    <Suspense fallback={null}>
      <NewBuildNotice />
    </Suspense>
  );
}
