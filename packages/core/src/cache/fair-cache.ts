/**
 * An LRU cache bounded by bytes and shared fairly between owners (tenants): when the whole is over
 * its budget, the owner holding the most bytes gives up its least recently used entry. A tenant
 * alone may use the whole budget; a tenant with a million products and a flood of distinct keys
 * cannot push out the others, because it is always the largest and so always the one evicted.
 * `bytes` is the caller's estimate of what an entry keeps alive.
 */
export class FairCache<V> {
  readonly #owners = new Map<string, { entries: Map<string, { value: V; bytes: number }>; bytes: number }>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {
    if (!(maxBytes > 0)) throw new Error("A cache needs a positive byte budget");
  }

  /** Bytes held, in all and by owner (for metrics and tests). */
  get bytes(): number {
    return this.#bytes;
  }

  bytesOf(owner: string): number {
    return this.#owners.get(owner)?.bytes ?? 0;
  }

  /** The value under `key`, marked as just used. */
  get(owner: string, key: string): V | undefined {
    const entries = this.#owners.get(owner)?.entries;
    const entry = entries?.get(key);
    if (!entries || !entry) return undefined;
    entries.delete(key);
    entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` under `key` (replacing what was there), then evicts until within budget. */
  set(owner: string, key: string, value: V, bytes: number): void {
    this.delete(owner, key);
    let kept = this.#owners.get(owner);
    if (!kept) {
      kept = { entries: new Map(), bytes: 0 };
      this.#owners.set(owner, kept);
    }
    kept.entries.set(key, { value, bytes });
    kept.bytes += bytes;
    this.#bytes += bytes;
    this.#evict();
  }

  /** Forgets `key`; true when it was kept. */
  delete(owner: string, key: string): boolean {
    const kept = this.#owners.get(owner);
    const entry = kept?.entries.get(key);
    if (!kept || !entry) return false;
    kept.entries.delete(key);
    kept.bytes -= entry.bytes;
    this.#bytes -= entry.bytes;
    if (kept.entries.size === 0) this.#owners.delete(owner);
    return true;
  }

  /** Updates an entry's size (e.g. once its gzip is made) without touching its place. */
  resize(owner: string, key: string, bytes: number): void {
    const kept = this.#owners.get(owner);
    const entry = kept?.entries.get(key);
    if (!kept || !entry) return;
    kept.bytes += bytes - entry.bytes;
    this.#bytes += bytes - entry.bytes;
    entry.bytes = bytes;
    this.#evict();
  }

  #evict() {
    while (this.#bytes > this.maxBytes) {
      let largest: string | undefined;
      for (const [owner, kept] of this.#owners) {
        if (largest === undefined || kept.bytes > (this.#owners.get(largest)?.bytes ?? 0)) largest = owner;
      }
      const oldest =
        largest === undefined ? undefined : this.#owners.get(largest)?.entries.keys().next().value;
      if (largest === undefined || oldest === undefined) return;
      this.delete(largest, oldest);
    }
  }
}
