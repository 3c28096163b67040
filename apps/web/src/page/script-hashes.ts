import { createHash } from "node:crypto";

/** A `<script>` element and its text (script text is raw: no entity in it is decoded). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types a browser runs; anything else (`application/json`, `application/ld+json`) is data. */
const EXECUTABLE_TYPE = /^\s*(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script)?\s*$/i;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "") : undefined;
}

/**
 * The CSP source expressions (`'sha256-…'`) of every inline script a browser would run in `html`:
 * the router's hydration scripts and the boot script. A page's CSP lists exactly these instead of a
 * per-response nonce, so the page is the same bytes for every shopper — one a CDN can keep — and no
 * injected script (whose text nobody hashed) runs. Scripts with `src` are covered by `'self'` or a
 * tag host; data blocks (the payload, JSON-LD) never run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, "src") !== undefined) continue;
    if (!EXECUTABLE_TYPE.test(attribute(attributes, "type") ?? "")) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
