import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** Why an instance is not ready (`/readyz`'s 503 code). */
export type NotReady = "not_ready" | "database_unreachable";

/**
 * Whether this instance should get traffic. It is prepared once migrations and the requested seed
 * are done (before that every route but the probes answers 503, so nobody reads a half-built
 * database); while it stops it is not ready any more (a balancer sends the rest elsewhere). When
 * prepared, it is ready as long as the database answers `select 1` in time: checked on every
 * probe, so it turns ready again by itself when the database comes back.
 */
export class Readiness {
  #prepared: boolean;
  #stopping = false;
  #probe: Promise<boolean> | undefined;

  constructor(
    private readonly db: Db,
    options: { prepared?: boolean; timeoutMs?: number } = {},
    private readonly timeoutMs = options.timeoutMs ?? 1_000,
  ) {
    this.#prepared = options.prepared ?? true;
  }

  /** Migrations and the requested seed are done: routes may be served. */
  get prepared(): boolean {
    return this.#prepared;
  }

  markPrepared() {
    this.#prepared = true;
  }

  markStopping() {
    this.#stopping = true;
  }

  /** Null when ready, else why not. */
  async check(): Promise<NotReady | null> {
    if (!this.#prepared || this.#stopping) return "not_ready";
    return (await this.#databaseAnswers()) ? null : "database_unreachable";
  }

  /** Probes at once share one `select 1`: a burst of them costs the database one query. */
  #databaseAnswers(): Promise<boolean> {
    if (!this.#probe) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), this.timeoutMs);
      });
      const query = this.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      this.#probe = Promise.race([query, timeout]).finally(() => {
        clearTimeout(timer);
        this.#probe = undefined;
      });
    }
    return this.#probe;
  }
}
