import { sql } from "drizzle-orm";
import type { Tx } from "../db/client";

/**
 * Takes a transaction-level advisory lock on a name: concurrent holders of one name queue until
 * the holder's transaction ends. For a count-then-insert that must not be overrun (a cap on
 * someone's rows): PostgreSQL runs the transactions side by side, and a count read by both would
 * let both insert.
 */
export function lockName(tx: Tx, name: string) {
  return tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
