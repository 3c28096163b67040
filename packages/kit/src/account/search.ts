/**
 * Search parameters of the account pages, read leniently: a malformed value is dropped (the page
 * shows its default) rather than failing the route. Every key is always present (possibly
 * undefined): the router lays a route's validated search over the raw one, so a dropped value must
 * be overwritten, not just left out.
 */

/** A real calendar day written `YYYY-MM-DD` (2024-02-30 is not). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** `?page=N` of the paginated lists. */
export interface PageSearch {
  page: number | undefined;
}

/** Reads `?page=` (a positive integer; anything else is page 1). */
export function readPageSearch(search: Record<string, unknown>): PageSearch {
  const page = Number(search.page);
  return { page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined };
}

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD` of the statement. */
export interface StatementSearch {
  from: string | undefined;
  to: string | undefined;
}

/** Reads the statement's date range; an invalid day is dropped, and so is a `from` after `to`. */
export function readStatementSearch(search: Record<string, unknown>): StatementSearch {
  const day = (value: unknown) => (isIsoDay(value) ? value : undefined);
  const from = day(search.from);
  const to = day(search.to);
  if (from && to && from > to) return { from: undefined, to };
  return { from, to };
}
