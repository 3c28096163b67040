import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { rateLimits } from "../db/schema";

/**
 * Fixed-window counters in the database (so every instance behind a load balancer shares them).
 * `hit` adds one and answers the count in the current window; `peek` reads it.
 */
export async function hit(db: Db | Tx, bucket: string, windowSeconds: number): Promise<number> {
  const rows = await db.execute<{ count: number }>(sql`
    insert into ${rateLimits} (bucket, count, reset_at)
    values (${bucket}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (bucket) do update set
      count = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end,
      reset_at = case when ${rateLimits.resetAt} <= now() then now() + make_interval(secs => ${windowSeconds}) else ${rateLimits.resetAt} end
    returning count`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: Array<{ count: number }> }).rows) as Array<{
    count: number;
  }>;
  return Number(list[0]?.count ?? 1);
}

/** The count of a bucket and the seconds until it resets (0 when expired or absent). */
export async function peek(db: Db | Tx, bucket: string): Promise<{ count: number; retryAfter: number }> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.bucket, bucket)).limit(1);
  if (!row) return { count: 0, retryAfter: 0 };
  const left = Math.ceil((row.resetAt.getTime() - Date.now()) / 1000);
  return left > 0 ? { count: row.count, retryAfter: left } : { count: 0, retryAfter: 0 };
}

/** Clears a bucket (after a successful login). */
export async function clear(db: Db, bucket: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.bucket, bucket));
}
