/** The rows of `db.execute`, whichever driver answered (node-postgres and PGlite both give `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}
