import { PGlite } from "@electric-sql/pglite";
import { FairCache } from "@storefront/core/cache";
import { shownStock } from "@storefront/core/catalog";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { catalogVersions } from "../db/schema";
import { rowsOf } from "../lib/rows";

/** A variant's stock as an answer shows it: what it showed, and the most it would show (core's `shownStockCap`). */
export interface StockShown {
  variantId: number;
  cap: number;
  shown: number;
}

/** How to read a cached value: its size for the budget, and the stock it shows. */
export interface CacheReading<T> {
  /** Bytes the value keeps alive (an estimate; the cache is bounded by it). */
  bytes(value: T): number;
  /** The variants whose stock the value shows; none for answers without stock. */
  stock?(value: T): StockShown[];
}

/** A value from the cache and whether it was there already. */
export interface CacheRead<T> {
  value: T;
  hit: boolean;
}

interface Entry {
  version: string;
  value: unknown;
  variantIds: number[];
  caps: Float64Array;
  shown: Float64Array;
  /** PGlite: the stock epochs of the variants when their stock was last compared. */
  epochs: Uint32Array;
}

/** Stock epochs are counted per bucket of variant ids: bounded memory, whatever the catalogue. */
const STOCK_BUCKETS = 1 << 14;

/** The cache's default budget: 64 MB of answers for every tenant together. */
export const DEFAULT_CATALOG_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Catalogue answers (product lists, products, the home, categories…) kept per tenant, never stale
 * for what they show. An answer is reused while
 * - the tenant's catalogue version is the one it was built under: triggers move it in the same
 *   transaction as any write to the tables answers are built from — names, prices, categories,
 *   variants, banners — whoever writes (drizzle/0002, 0003, 0006); and
 * - the stock of every variant it shows still shows the same (core's `shownStock`: exact while low,
 *   "plenty" above). Stock is not in the version: an order changes no answer of its tenant unless it
 *   changes what a shopper would see, and no order writes a tenant-wide row (drizzle/0008).
 *
 * On PostgreSQL a cached read asks for both in one statement (a primary-key lookup of the version
 * and of the shown variants' stock), so every instance sees every commit. PGlite is one session in
 * this process: triggers NOTIFY at commit (catalogue changes per tenant, stock changes per
 * variant), before the writer's own `await` returns, and a cached read costs no query until its
 * variants' stock moved; then one lookup tells whether what it shows did.
 *
 * Entries are keyed by tenant and key (one per key: a new version replaces the old answer) in a
 * `FairCache`: bounded by bytes, the largest tenant evicted first. Concurrent misses share a load;
 * a failed load (a 404, say) is not kept.
 */
export class CatalogCache {
  readonly #entries: FairCache<Promise<Entry>>;
  readonly #stored;
  readonly #db: Db;
  /** PGlite: versions counted from the triggers' notifications, once listening. */
  #notified: Map<number, number> | undefined;
  readonly #stockEpochs = new Uint32Array(STOCK_BUCKETS);
  readonly #listening: Promise<void> | undefined;

  constructor(
    db: Db,
    maxBytes = DEFAULT_CATALOG_CACHE_BYTES,
    warn: (message: string) => void = console.warn,
  ) {
    this.#db = db;
    this.#entries = new FairCache(maxBytes);
    // Built once: the hot path skips drizzle's query building.
    this.#stored = db
      .select({ version: catalogVersions.version })
      .from(catalogVersions)
      .where(eq(catalogVersions.tenantId, sql.placeholder("tenantId")))
      .prepare("catalog_version");
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof PGlite) {
      // Reads wait for this; should it fail, they fall back to the stored version and stock.
      this.#listening = this.#follow(client).catch((error: unknown) => {
        warn(`Catalogue cache: no change notifications, reading versions instead (${String(error)})`);
      });
    }
  }

  /** Bytes of answers kept, in all (metrics, tests). */
  get bytes(): number {
    return this.#entries.bytes;
  }

  async #follow(client: PGlite) {
    const counters = new Map<number, number>();
    await client.listen("catalog_changed", (payload) => {
      if (payload === "*") {
        for (const [tenantId, version] of counters) counters.set(tenantId, version + 1);
        // Tenants not seen yet start at 0: move the whole number space past every old entry.
        counters.set(-1, (counters.get(-1) ?? 0) + 1);
      } else {
        const tenantId = Number(payload);
        counters.set(tenantId, (counters.get(tenantId) ?? 0) + 1);
      }
    });
    await client.listen("stock_changed", (payload) => {
      if (payload === "*") {
        for (let i = 0; i < STOCK_BUCKETS; i++) this.#stockEpochs[i] = (this.#stockEpochs[i] ?? 0) + 1;
        return;
      }
      for (const id of payload.split(",")) {
        const bucket = Number(id) & (STOCK_BUCKETS - 1);
        this.#stockEpochs[bucket] = (this.#stockEpochs[bucket] ?? 0) + 1;
      }
    });
    await client.exec("set storefront.catalog_notify = on");
    this.#notified = counters;
  }

  /**
   * The tenant's catalogue version: the stored one (0 before its first catalogue write), or on
   * PGlite local counters that move with it (prefixes keep the two kinds apart).
   */
  async version(tenantId: number): Promise<string> {
    if (this.#listening) await this.#listening;
    if (this.#notified) return `n${this.#notified.get(-1) ?? 0}.${this.#notified.get(tenantId) ?? 0}`;
    const [row] = await this.#stored.execute({ tenantId });
    return `s${Number(row?.version ?? 0)}`;
  }

  /**
   * The value kept under `key` while it is current (see the class), or `load`'s, kept. `reading`
   * says how big a value is and which stock it shows.
   */
  async read<T>(
    tenantId: number,
    key: string,
    load: () => Promise<T>,
    reading: CacheReading<T>,
  ): Promise<CacheRead<T>> {
    const owner = String(tenantId);
    const kept = this.#entries.get(owner, key);
    if (kept) {
      const entry = await kept.catch(() => null);
      if (entry && (await this.#isCurrent(tenantId, entry))) return { value: entry.value as T, hit: true };
      // Another request may have started the rebuild meanwhile: share it.
      const current = this.#entries.get(owner, key);
      if (current && current !== kept) return { value: (await current).value as T, hit: false };
    }
    const loading = this.#build(tenantId, load, reading);
    this.#entries.set(owner, key, loading, 0);
    loading.then(
      (entry) =>
        this.#entries.resize(owner, key, reading.bytes(entry.value as T) + entry.variantIds.length * 24),
      () => {
        if (this.#entries.get(owner, key) === loading) this.#entries.delete(owner, key);
      },
    );
    return { value: (await loading).value as T, hit: false };
  }

  async #build<T>(tenantId: number, load: () => Promise<T>, reading: CacheReading<T>): Promise<Entry> {
    // The version is read before the answer is built: an answer built while a write commits may be
    // newer than its version (it is then rebuilt once, harmless) but never older. The stock epochs
    // likewise, before the stock is read.
    const version = await this.version(tenantId);
    const epochsBefore = this.#stockEpochs.slice();
    const value = await load();
    const stock = reading.stock?.(value) ?? [];
    const variantIds = stock.map((item) => item.variantId);
    return {
      version,
      value,
      variantIds,
      caps: Float64Array.from(stock, (item) => item.cap),
      shown: Float64Array.from(stock, (item) => item.shown),
      epochs: Uint32Array.from(variantIds, (id) => epochsBefore[id & (STOCK_BUCKETS - 1)] ?? 0),
    };
  }

  /** Whether the entry was built under the current version and shows the current stock. */
  async #isCurrent(tenantId: number, entry: Entry): Promise<boolean> {
    if (this.#listening) await this.#listening;
    if (this.#notified) {
      if (entry.version !== (await this.version(tenantId))) return false;
      if (
        entry.variantIds.every((id, i) => this.#stockEpochs[id & (STOCK_BUCKETS - 1)] === entry.epochs[i])
      ) {
        return true;
      }
      const epochs = this.#stockEpochs.slice();
      const stock = await this.#stockOf(entry.variantIds);
      if (!this.#showsStock(entry, stock)) return false;
      entry.variantIds.forEach((id, i) => {
        entry.epochs[i] = epochs[id & (STOCK_BUCKETS - 1)] ?? 0;
      });
      return true;
    }
    if (entry.variantIds.length === 0) return entry.version === (await this.version(tenantId));
    // One round trip for both: the version row, then each shown variant's stock.
    const rows = await this.#db.execute<{ id: number; quantity: string }>(sql`
      select -1 as id, version::numeric as quantity from catalog_versions where tenant_id = ${tenantId}
      union all
      select variant_id, quantity from stock_levels where variant_id = any(${`{${entry.variantIds.join(",")}}`}::int[])`);
    const stock = new Map<number, number>();
    let version = "s0";
    for (const row of rowsOf<{ id: number; quantity: string }>(rows)) {
      if (Number(row.id) === -1) version = `s${Number(row.quantity)}`;
      else stock.set(Number(row.id), Number(row.quantity));
    }
    return version === entry.version && this.#showsStock(entry, stock);
  }

  async #stockOf(variantIds: readonly number[]): Promise<Map<number, number>> {
    const rows = await this.#db.execute<{ id: number; quantity: string }>(
      sql`select variant_id as id, quantity from stock_levels where variant_id = any(${`{${variantIds.join(",")}}`}::int[])`,
    );
    return new Map(
      rowsOf<{ id: number; quantity: string }>(rows).map((row) => [Number(row.id), Number(row.quantity)]),
    );
  }

  /** Whether the live stock shows as the entry showed it (a variant without a stock row has none). */
  #showsStock(entry: Entry, stock: ReadonlyMap<number, number>): boolean {
    return entry.variantIds.every(
      (id, i) => shownStock(stock.get(id) ?? 0, entry.caps[i] ?? 0) === entry.shown[i],
    );
  }
}
