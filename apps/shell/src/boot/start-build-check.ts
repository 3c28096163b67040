import { currentEntryScript, fetchSiteRoot, startBuildCheck } from "@storefront/kit/app";

/** Starts the hourly check for a new build (fetched after the first render: it is not needed before). */
export function startShellBuildCheck(win: Window, onNewBuild: () => void): () => void {
  return startBuildCheck({
    currentEntry: currentEntryScript(win.document),
    fetchHtml: fetchSiteRoot(win),
    base: win.location.origin,
    onNewBuild,
  });
}
