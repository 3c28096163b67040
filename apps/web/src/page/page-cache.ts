import { createHash } from "node:crypto";
import { FairCache } from "@storefront/core/cache";

/** A short digest of the page payload's JSON: a change to the partner's settings or pages changes it. */
export function payloadDigest(payloadJson: string): string {
  return createHash("sha1").update(payloadJson).digest("base64url");
}

/**
 * An API answer a page was rendered from: how to ask for it again and the ETag it had. The page
 * stands while every one of them still answers 304 to that ETag.
 */
export interface PageDependency {
  url: string;
  headers: Record<string, string>;
  etag: string;
}

/** A rendered page and the answers it was built from. */
export interface KeptPage<T> {
  value: T;
  dependencies: readonly PageDependency[];
}

/** The page cache's default budget, for every tenant together. */
export const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Anonymous server-rendered HTML of catalogue pages, per tenant × URL, kept while what they show
 * stands: each page remembers the API answers it was rendered from (their ETags), and a read asks
 * each again with `If-None-Match` — a 304 on every one, and the kept page is served. An order that
 * changes no answer (stock shown as "plenty" stays plenty) changes no page; an edit to a name, a
 * price or a stock a shopper sees is on the very next request, on every instance.
 *
 * A `FairCache` bounds it by bytes, the largest tenant evicting first. Concurrent misses of one
 * key share one render; an answer `keep` refuses (a redirect, a page with a failed part, a page
 * built from an answer without an ETag) is not kept.
 */
export class PageCache<T> {
  readonly #entries: FairCache<Promise<KeptPage<T>>>;

  constructor(
    private readonly keep: (page: KeptPage<T>) => boolean,
    private readonly bytes: (value: T) => number,
    maxBytes = DEFAULT_PAGE_CACHE_BYTES,
  ) {
    this.#entries = new FairCache(maxBytes);
  }

  /**
   * The page kept under `key` while `stands` says its dependencies still answer as they did, or
   * `render`'s (kept when `keep` says so).
   */
  async read(
    owner: string,
    key: string,
    render: () => Promise<KeptPage<T>>,
    stands: (dependencies: readonly PageDependency[]) => Promise<boolean>,
  ): Promise<{ value: T; hit: boolean }> {
    const kept = this.#entries.get(owner, key);
    if (kept) {
      const page = await kept.catch(() => null);
      if (page && (await stands(page.dependencies))) return { value: page.value, hit: true };
      const current = this.#entries.get(owner, key);
      if (current && current !== kept) return { value: (await current).value, hit: false };
    }
    const rendering = render();
    this.#entries.set(owner, key, rendering, 0);
    const drop = () => {
      if (this.#entries.get(owner, key) === rendering) this.#entries.delete(owner, key);
    };
    rendering.then((page) => {
      if (!this.keep(page)) drop();
      else this.#entries.resize(owner, key, this.bytes(page.value) + 200 * page.dependencies.length);
    }, drop);
    return { value: (await rendering).value, hit: false };
  }
}
