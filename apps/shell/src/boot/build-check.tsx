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
    // The checker's code is its own chunk: the first check is an hour away.
    let stop: (() => void) | null = null;
    let stopped = false;
    import("./start-build-check").then(
      ({ startShellBuildCheck }) => {
        if (!stopped) stop = startShellBuildCheck(window, () => setNewBuild(true));
      },
      () => {}, // an old chunk after a deploy: the next page load checks again
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);
  if (!newBuild) return null;
  return (
    <Suspense fallback={null}>
      <NewBuildNotice />
    </Suspense>
  );
}
