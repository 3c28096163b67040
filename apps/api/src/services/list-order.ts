import type { ProductSort } from "@storefront/core/contracts/product-list-params";
import { asc, desc, type SQL, sql } from "drizzle-orm";
import { products } from "../db/schema";
import { ApiError } from "../lib/errors";
import type { PriceGroup } from "./price-groups";
import { fromPrice } from "./product-filter";

/** A sort of the list without a search: relevance means newest first there. */
type ListSort = Exclude<ProductSort, "relevance">;

/**
 * How the product list is ordered for a sort: the column compared (the shopper's "from" price for
 * price sorts), its direction, and `id` to break ties, so the order is total and a cursor names one
 * place in it. Each matches an index of `products` (schema.ts), alone or within a category or vendor.
 */
interface ListOrder {
  sort: ListSort;
  column: SQL | typeof products.createdAt | typeof products.name | typeof products.priceMinor;
  /** The column as the cursor keeps it: exact (microseconds of a timestamp survive as text). */
  cursorValue: SQL;
  /** How a cursor value reads back into a comparison with the column. */
  fromCursor(value: string | number): SQL;
  /** Whether a value read from a cursor is one of this column (a forged cursor is a 400, not a 500). */
  isCursorValue(value: unknown): value is string | number;
  descending: boolean;
}

export function listOrder(sort: ProductSort | undefined, group: PriceGroup | null): ListOrder {
  const price = fromPrice(group);
  switch (sort) {
    case "price_asc":
    case "price_desc":
      return {
        sort,
        column: price,
        // Minor units fit an int, which both drivers read as a number.
        cursorValue: sql`(${price})::int`,
        fromCursor: (value) => sql`${Number(value)}::bigint`,
        isCursorValue: (value): value is number => Number.isSafeInteger(value),
        descending: sort === "price_desc",
      };
    case "name_asc":
    case "name_desc":
      return {
        sort,
        column: products.name,
        cursorValue: sql`${products.name}`,
        fromCursor: (value) => sql`${String(value)}::text`,
        isCursorValue: (value): value is string => typeof value === "string" && value.length <= 1000,
        descending: sort === "name_desc",
      };
    default:
      return {
        sort: "newest",
        column: products.createdAt,
        cursorValue: sql`to_char(${products.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        fromCursor: (value) => sql`${String(value)}::timestamptz`,
        isCursorValue: (value): value is string =>
          typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value),
        descending: true,
      };
  }
}

/** ORDER BY of the order. */
export function orderBy(order: ListOrder): SQL[] {
  const direction = order.descending ? desc : asc;
  return [direction(order.column), direction(products.id)];
}

/** Where a cursor points: after the row with this sort value and id. */
export interface ListCursor {
  value: string | number;
  id: number;
}

/** The rows after the cursor in the order (a row comparison the order's index answers directly). */
export function afterCursor(order: ListOrder, cursor: ListCursor): SQL {
  const comparison = order.descending ? sql.raw("<") : sql.raw(">");
  return sql`(${order.column}, ${products.id}) ${comparison} (${order.fromCursor(cursor.value)}, ${cursor.id})`;
}

/** The opaque cursor of the place after a row. */
export function encodeCursor(order: ListOrder, value: string | number, id: number): string {
  return Buffer.from(JSON.stringify([order.sort, value, id])).toString("base64url");
}

/** Reads a cursor of this order back; a cursor of another sort or a forged one is a 400. */
export function decodeCursor(order: ListOrder, cursor: string): ListCursor {
  try {
    const [sort, value, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (sort === order.sort && order.isCursorValue(value) && Number.isSafeInteger(id)) {
      return { value, id: id as number };
    }
  } catch {}
  throw new ApiError(400, "validation_failed", "Invalid query", [
    { path: "query.after", message: "Not a cursor of this list and sort (use the next_cursor of a page)" },
  ]);
}
