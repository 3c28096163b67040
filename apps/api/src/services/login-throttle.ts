import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginThrottles } from "../db/schema";

/** How one kind of bucket slows attempts down. */
export interface ThrottleRule {
  /** Attempts allowed back to back before the delays start. */
  free: number;
  /** The longest delay between two attempts, in seconds. */
  maxDelaySeconds: number;
  /** A bucket left alone this long starts over. */
  forgetAfterSeconds: number;
}

/** Whether an attempt may go ahead, and if not, in how many seconds it may. */
export type Reservation = { allowed: true } | { allowed: false; retryAfter: number };

function rows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Counts an attempt in a bucket before the work it guards (a password check) runs, in one
 * statement, so concurrent attempts cannot all slip through before any is counted. Once `free`
 * attempts are used, each further one sets a delay before the next — 1 s, 2 s, 4 s… up to
 * `maxDelaySeconds` — and an attempt inside the delay is refused without being counted (so
 * hammering does not lengthen the wait). A bucket is forgotten after `forgetAfterSeconds` of calm.
 */
export async function reserveAttempt(db: Db, bucket: string, rule: ThrottleRule): Promise<Reservation> {
  // The attempt number this one becomes: 1 after a quiet period, else one more than before.
  const next = sql`(case when t.forget_at <= now() then 1 else t.attempts + 1 end)`;
  // A free attempt sets no delay at all (the epoch, not now(): on PostgreSQL now() is each
  // transaction's start, so a concurrent attempt that started earlier would read "now" as ahead of
  // it and be refused a free attempt).
  const delay = (attempts: ReturnType<typeof sql>) =>
    sql`(case when ${attempts} < ${rule.free} then to_timestamp(0)
      else now() + make_interval(secs => least(power(2, ${attempts} - ${rule.free}), ${rule.maxDelaySeconds})) end)`;
  const reserved = rows<{ attempts: number }>(
    await db.execute(sql`
      insert into ${loginThrottles} as t (bucket, attempts, blocked_until, forget_at)
      values (${bucket}, 1, ${delay(sql`1`)}, now() + make_interval(secs => ${rule.forgetAfterSeconds}))
      on conflict (bucket) do update set
        attempts = ${next},
        blocked_until = ${delay(next)},
        forget_at = now() + make_interval(secs => ${rule.forgetAfterSeconds})
      where t.blocked_until <= now() or t.forget_at <= now()
      returning attempts`),
  );
  if (reserved.length > 0) return { allowed: true };
  const [row] = await db
    .select({ blockedUntil: loginThrottles.blockedUntil })
    .from(loginThrottles)
    .where(eq(loginThrottles.bucket, bucket))
    .limit(1);
  const seconds = row ? Math.ceil((row.blockedUntil.getTime() - Date.now()) / 1000) : 1;
  return { allowed: false, retryAfter: Math.max(seconds, 1) };
}

/** Forgets a bucket (the account's owner logged in: their delays end). */
export async function forgetAttempts(db: Db, bucket: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.bucket, bucket));
}

/**
 * Gives back one counted attempt that turned out legitimate (a successful login behind a shared
 * address), so a busy address is slowed by its failures only.
 */
export async function refundAttempt(db: Db, bucket: string): Promise<void> {
  await db
    .update(loginThrottles)
    .set({ attempts: sql`greatest(${loginThrottles.attempts} - 1, 0)` })
    .where(eq(loginThrottles.bucket, bucket));
}
