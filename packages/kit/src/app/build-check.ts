import { BUILD_CHECK_INTERVAL_MS } from "@storefront/core/constants";
import { ENTRY_ATTRIBUTE } from "@storefront/core/contracts/boot-script";

// Whole script elements, so the text inside one (a JSON payload, say) is never read as a tag.
const SCRIPT_TAG = /<script\b([^>]*)>[\s\S]*?(?:<\/script\s*>|$)/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(tagBody: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tagBody.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name && !attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/**
 * The build's entry chunk named by an HTML document: the `src` of its first module script, or the
 * entry its boot script names. Every build names it by content hash (`/assets/index-3f9a1c.js`), so
 * a different one means a new build.
 */
export function entryScriptOf(html: string): string | null {
  for (const match of html.matchAll(SCRIPT_TAG)) {
    const attributes = attributesOf(match[1] ?? "");
    const src = attributes.get("src");
    if (attributes.get("type")?.toLowerCase() === "module" && src) return src;
    const named = attributes.get(ENTRY_ATTRIBUTE);
    if (named) return named;
  }
  return null;
}

/** Path of a script src, resolved against the page (so `/a.js` and `https://host/a.js` compare equal). */
function pathOf(src: string, base: string): string {
  try {
    return new URL(src, base).pathname;
  } catch {
    return src;
  }
}

/**
 * Whether freshly fetched HTML names a different entry script than the running page. Unknown on
 * either side (no module script, an error page) is "no": a reload is offered only on evidence.
 */
export function isNewBuild(
  currentEntry: string | null,
  freshHtml: string,
  base = "http://localhost/",
): boolean {
  const fresh = entryScriptOf(freshHtml);
  if (!currentEntry || !fresh) return false;
  return pathOf(currentEntry, base) !== pathOf(fresh, base);
}

/** The running page's entry script src (the first module script with a src). */
export function currentEntryScript(doc: Document): string | null {
  return doc.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute("src") ?? null;
}

export interface BuildCheckOptions {
  /** The running build's entry script src. */
  currentEntry: string | null;
  /** Fetches the current HTML of the site root, bypassing caches. */
  fetchHtml: () => Promise<string>;
  /** Called once, when a new build is found; checking stops then. */
  onNewBuild: () => void;
  /** Spec §9: every 60 minutes. */
  intervalMs?: number;
  /** Base URL to resolve script srcs against. */
  base?: string;
}

/**
 * Checks for a new build every `intervalMs` (spec §9: 60 minutes) by comparing the entry script of a
 * fresh copy of `/` with the running one; a failed fetch (offline) just waits for the next round.
 * Returns the function that stops checking.
 */
export function startBuildCheck({
  currentEntry,
  fetchHtml,
  onNewBuild,
  intervalMs = BUILD_CHECK_INTERVAL_MS,
  base,
}: BuildCheckOptions): () => void {
  let stopped = false;
  const timer = setInterval(async () => {
    let html: string;
    try {
      html = await fetchHtml();
    } catch {
      return;
    }
    if (stopped || !isNewBuild(currentEntry, html, base)) return;
    stop();
    onNewBuild();
  }, intervalMs);
  function stop() {
    stopped = true;
    clearInterval(timer);
  }
  return stop;
}

/** The browser's fetch of the site root for the build check (no cache, same origin, no cookies needed). */
export function fetchSiteRoot(win: Window): () => Promise<string> {
  return async () => {
    const response = await win.fetch(new URL("/", win.location.origin), {
      cache: "no-store",
      credentials: "same-origin",
      headers: { accept: "text/html" },
    });
    if (!response.ok) throw new Error(`GET / answered ${response.status}`);
    return response.text();
  };
}
