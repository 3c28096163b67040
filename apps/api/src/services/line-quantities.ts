import { inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { orderLines, returnLines } from "../db/schema";

const LINES = {
  order: { table: orderLines, parent: orderLines.orderId, qty: orderLines.qty },
  return: { table: returnLines, parent: returnLines.returnId, qty: returnLines.qty },
} as const;

/**
 * How many units each of some orders (or returns) holds: the sum of its lines' quantities, in one
 * grouped query. Not a correlated subquery in the page's select list: there drizzle writes a
 * one-table query's columns unqualified, so `order_id = id` compared each line with itself and
 * every order counted one line's quantity.
 */
export async function unitsPer(db: Db | Tx, of: keyof typeof LINES, ids: number[]) {
  const units = new Map<number, number>();
  if (ids.length === 0) return units;
  const { table, parent, qty } = LINES[of];
  const rows = await db
    .select({ id: parent, n: sql<number>`sum(${qty})::int` })
    .from(table)
    .where(inArray(parent, ids))
    .groupBy(parent);
  for (const row of rows) units.set(row.id, Number(row.n));
  return units;
}
