import { createHash } from "node:crypto";

/** A short digest of the page payload's JSON: a change to the partner's settings or pages changes it. */
export function payloadDigest(payloadJson: string): string {
  return createHash("sha1").update(payloadJson).digest("base64url");
}

/**
 * Anonymous server-rendered HTML of catalogue pages, per tenant × locale × URL (the path carries the
 * locale), keyed under the tenant's catalogue version (decision 0010's triggers: any write to a
 * catalogue table moves it, so the next request renders afresh) and the payload's digest (the
 * partner's settings and pages are in the page too). Pages are kept with a placeholder where the
 * nonce goes: every answer gets a fresh one. Bounded LRU; concurrent misses of one key share one
 * render; an answer `keep` refuses (a redirect, a page with a failed part) is not kept.
 */
export class PageCache<T> {
  readonly #entries = new Map<string, Promise<T>>();

  constructor(
    private readonly keep: (value: T) => boolean,
    private readonly maxEntries = 1_000,
  ) {}

  /** The answer kept under `key`, or `render`'s (kept when `keep` says so). */
  async read(key: string, render: () => Promise<T>): Promise<{ value: T; hit: boolean }> {
    const stored = this.#entries.get(key);
    if (stored) {
      // Most recently used last: eviction takes the oldest first.
      this.#entries.delete(key);
      this.#entries.set(key, stored);
      return { value: await stored, hit: true };
    }
    const rendering = render();
    this.#entries.set(key, rendering);
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    const drop = () => {
      if (this.#entries.get(key) === rendering) this.#entries.delete(key);
    };
    rendering.then((value) => {
      if (!this.keep(value)) drop();
    }, drop);
    return { value: await rendering, hit: false };
  }
}
