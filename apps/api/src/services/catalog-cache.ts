import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { catalogVersions } from "../db/schema";

/**
 * Answers of catalogue reads (product list and detail) kept per tenant, never stale: every read
 * first asks the database for the tenant's catalogue version (one primary-key lookup, far cheaper
 * than the handful of queries an answer is built from), and an answer is reused only when it was
 * built under that same version. Triggers bump the version in the same transaction as any write
 * to the catalogue tables (drizzle/0002_catalog_version_triggers.sql): stock taken by an order,
 * the seed, another server instance on the same PostgreSQL, a manual fix in psql. So there is no
 * invalidation to forget in the code and no time-based staleness: the stock a shopper sees is the
 * committed stock.
 *
 * The version is read before the answer is built, so an answer built while a write commits may be
 * newer than its version (it is then rebuilt once, harmless) but never older. Entries are keyed
 * by version, so a bump makes the old ones unreachable; they age out of the bounded LRU.
 *
 * On PGlite even that lookup is saved. The embedded database is one session inside this process,
 * so every write, whoever issues it, goes through it: the triggers also NOTIFY, and PGlite runs
 * the listener while parsing the COMMIT's answer, before the writer's own `await` returns. Local
 * counters then move exactly when the table would; a cached read costs no query at all (the
 * lookup was 40 % of a cached read's CPU). PostgreSQL keeps the lookup: another instance's
 * notification would arrive some time after its commit.
 */
export class CatalogCache {
  readonly #entries = new Map<string, Promise<unknown>>();
  readonly #latest = new Map<string, { version: string; value: Promise<unknown> }>();
  readonly #stored;
  /** PGlite: versions counted from the triggers' notifications, once listening. */
  #notified: Map<number, number> | undefined;
  readonly #listening: Promise<void> | undefined;

  constructor(
    db: Db,
    private readonly maxEntries = 2_000,
  ) {
    // Built once: the hot path skips drizzle's query building.
    this.#stored = db
      .select({ version: catalogVersions.version })
      .from(catalogVersions)
      .where(eq(catalogVersions.tenantId, sql.placeholder("tenantId")))
      .prepare("catalog_version");
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof PGlite) {
      // Reads wait for this; should it fail, they fall back to the stored version.
      this.#listening = this.#follow(client).catch((error: unknown) => {
        console.warn("Catalogue cache: no change notifications, reading versions instead", error);
      });
    }
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
   * Like `read`, for large values (a tenant's search index): only the current version's value is
   * kept per tenant and key — a new version replaces it instead of adding to the LRU, where a
   * busy shop's orders would pile up a copy per version.
   */
  async readLatest<T>(tenantId: number, key: string, load: () => Promise<T>): Promise<T> {
    const version = await this.version(tenantId);
    const id = `${tenantId}\u0000${key}`;
    const kept = this.#latest.get(id);
    if (kept?.version === version) return kept.value as Promise<T>;
    const value = load();
    this.#latest.set(id, { version, value });
    value.catch(() => {
      if (this.#latest.get(id)?.value === value) this.#latest.delete(id);
    });
    return value;
  }

  /**
   * The answer stored under `key` for the tenant's current catalogue version, or `load`'s, stored.
   * Concurrent misses share one load; a failed load (a 404, say) is not kept.
   */
  async read<T>(tenantId: number, key: string, load: () => Promise<T>): Promise<T> {
    const id = `${tenantId}\u0000${await this.version(tenantId)}\u0000${key}`;
    const hit = this.#entries.get(id);
    if (hit) {
      // Most recently used last: eviction takes the oldest first.
      this.#entries.delete(id);
      this.#entries.set(id, hit);
      return hit as Promise<T>;
    }
    const loading = load();
    this.#entries.set(id, loading);
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    loading.catch(() => {
      if (this.#entries.get(id) === loading) this.#entries.delete(id);
    });
    return loading;
  }
}
