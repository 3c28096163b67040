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

/** The page's mark once the app answers input ("ready") or could not mount ("failed"): shell's mount. */
const READY_ATTRIBUTE = "data-storefront";

/**
 * The part of the boot script that keeps the taps a shopper makes on the painted page before the
 * app answers input: a button of the server's HTML does nothing until hydration, and "Add to cart"
 * must not swallow a tap (decision 0030's cost). Until the ready mark, a click on an enabled button
 * inside `#root` is held (its default — a form's submit — prevented); once the page is ready, each
 * held button still on the page is clicked again, once however often it was tapped (repeating a tap
 * on a page that did not answer is impatience, not a second order). Links are left alone: they
 * work without JavaScript. If the mount fails, the taps are dropped.
 */
const HOLD_TAPS = `var R=d.documentElement,q=[];function hold(v){var t=v.target&&v.target.closest?v.target.closest("button"):null;if(!t||t.disabled||!t.closest("#root"))return;v.preventDefault();v.stopPropagation();if(q.indexOf(t)<0)q.push(t)}d.addEventListener("click",hold,true);new MutationObserver(function(x,ob){var s=R.getAttribute("${READY_ATTRIBUTE}");if(!s)return;ob.disconnect();d.removeEventListener("click",hold,true);var h=q;q=[];if(s==="ready")h.forEach(function(t){if(t.isConnected)t.click()})}).observe(R,{attributes:true,attributeFilter:["${READY_ATTRIBUTE}"]});`;

/**
 * The inline script that starts the app once the page has painted: the module preloads first, then
 * the entry, as the static tags would have. "Painted" is the browser's own first-contentful-paint
 * entry, which it reports once the frame is on screen: two animation frames were not always enough
 * on a loaded machine (the paint is shown some ms after it is drawn). A browser without paint
 * timing waits for two frames instead. Taps on the painted page's buttons are held until the app
 * answers them (`HOLD_TAPS`).
 */
function bootScript(files: readonly string[], entry: string): string {
  // Paths are checked local paths ([A-Za-z0-9/_.,=?&%-]): no quote or `<` can end the string or tag.
  // The entry first, then one preload per task: starting a fetch from the page costs ~0.5 ms (more
  // on a slow phone, and each head insertion a style check), and fifteen of them in one task were a
  // 40 ms task, ×4 on a phone: blocking time. The preloads still go out long before the entry has
  // arrived and named its imports. The script then leaves the document, as the router's own inline
  // scripts do once they have run.
  const start = `function start(){if(started)return;started=true;if(me)me.remove();var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=e;d.head.appendChild(s);var i=0;(function next(){if(i>=f.length)return;var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f[i++];d.head.appendChild(l);setTimeout(next,0)})()}`;
  const afterPaint = `var P=typeof PerformanceObserver=="function"&&PerformanceObserver.supportedEntryTypes;if(P&&P.indexOf("paint")>=0){var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(start,0)}});o.observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})});setTimeout(start,${BOOT_FALLBACK_MS});`;
  const source = `(function(){var d=document,me=d.currentScript,f=${JSON.stringify(files)},e=${JSON.stringify(entry)},started=false;${start}${afterPaint}${HOLD_TAPS}})();`;
  // The entry is named on the tag too: kit's hourly build check compares it with the running one.
  return `<script ${ENTRY_ATTRIBUTE}="${entry}">${source}</script>`;
}

/**
 * A server-rendered page paints before its JavaScript is fetched (decision 0030): the built entry
 * script leaves the head, and an inline script at the end of the body fetches `preloads` and the
 * entry right after the first paint. The HTML, its stylesheet and its LCP image then have the
 * connection to themselves. A template without the entry script is returned as it is.
 */
export function bootAfterFirstPaint(html: string, preloads: readonly string[]): string {
  const match = ENTRY_SCRIPT.exec(html);
  const entry = match?.[1];
  if (!match || !isSafeLocalPath(entry)) return html;
  const files = preloads.filter((file) => isSafeLocalPath(file) && file !== entry);
  return html.replace(match[0], "").replace("</body>", () => `${bootScript(files, entry)}\n  </body>`);
}
