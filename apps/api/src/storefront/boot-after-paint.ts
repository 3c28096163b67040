import { ENTRY_ATTRIBUTE } from "@storefront/core/contracts/boot-script";
import { isSafeLocalPath } from "./head";

/** The entry script Vite writes into the shell's index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * How long a page waits for its first paint before it starts its JavaScript anyway: a tab opened in
 * the background paints nothing until it is shown, and a page whose stylesheet is slow should not
 * wait on it to start hydrating.
 */
export const BOOT_FALLBACK_MS = 1000;

/**
 * The inline script that starts the app once the page has painted: the module preloads first, then
 * the entry, as the static tags would have. "Painted" is the browser's own first-contentful-paint
 * entry, which it reports once the frame is on screen: two animation frames were not always enough
 * on a loaded machine (the paint is shown some ms after it is drawn). A browser without paint
 * timing waits for two frames instead.
 */
function bootScript(files: readonly string[], entry: string, nonce: string): string {
  // Paths are checked local paths ([A-Za-z0-9/_.,=?&%-]): no quote or `<` can end the string or tag.
  // One insertion of a fragment: each element appended to the head on its own costs a style check.
  // The script then leaves the document, as the router's own inline scripts do once they have run.
  const start = `function start(){if(started)return;started=true;if(me)me.remove();var g=d.createDocumentFragment();f.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;g.appendChild(l)});var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=e;g.appendChild(s);d.head.appendChild(g)}`;
  const afterPaint = `var P=typeof PerformanceObserver=="function"&&PerformanceObserver.supportedEntryTypes;if(P&&P.indexOf("paint")>=0){var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(start,0)}});o.observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})});setTimeout(start,${BOOT_FALLBACK_MS});`;
  const source = `(function(){var d=document,me=d.currentScript,f=${JSON.stringify(files)},e=${JSON.stringify(entry)},started=false;${start}${afterPaint}})();`;
  // The entry is named on the tag too: kit's hourly build check compares it with the running one.
  return `<script nonce="${nonce}" ${ENTRY_ATTRIBUTE}="${entry}">${source}</script>`;
}

/**
 * A server-rendered page paints before its JavaScript is fetched (decision 0030): the built entry
 * script leaves the head, and an inline script at the end of the body fetches `preloads` and the
 * entry right after the first paint. The HTML, its stylesheet and its LCP image then have the
 * connection to themselves. A template without the entry script is returned as it is.
 */
export function bootAfterFirstPaint(html: string, preloads: readonly string[], nonce: string): string {
  const match = ENTRY_SCRIPT.exec(html);
  const entry = match?.[1];
  if (!match || !isSafeLocalPath(entry)) return html;
  const files = preloads.filter((file) => isSafeLocalPath(file) && file !== entry);
  return html.replace(match[0], "").replace("</body>", () => `${bootScript(files, entry, nonce)}\n  </body>`);
}
