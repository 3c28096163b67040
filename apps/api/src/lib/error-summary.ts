/**
 * What the log says about an unexpected error, without the data of the request that met it. A
 * failed query's error (drizzle's) carries the query's parameters — a customer's cart note, e-mail
 * or address — in its message, and the database's message may quote a value too: so for a
 * database error only its SQLSTATE, the constraint, table or column it names and the statement
 * (whose values are `$1` placeholders) are kept, then the stack's frames. Any other error keeps
 * its name and message, which the code wrote.
 */
export function errorSummary(error: unknown): string {
  const parts: string[] = [];
  const database = databaseError(error);
  if (database) {
    parts.push(`database error ${database.code}`);
    for (const key of ["constraint", "table", "column"] as const) {
      const value = database[key];
      if (typeof value === "string" && value) parts.push(`${key} ${value}`);
    }
    const query = (error as { query?: unknown }).query;
    if (typeof query === "string") parts.push(`query: ${query}`);
  } else if (error instanceof Error) {
    parts.push(`${error.name}: ${error.message}`);
  } else {
    parts.push(`thrown ${typeof error}`);
  }
  const frames =
    error instanceof Error ? (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)) : [];
  return [parts.join("; "), ...frames.slice(0, 8)].join("\n");
}

interface DatabaseErrorFields {
  code: string;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
}

/** The database's error (SQLSTATE `code`) in the error or its causes, as node-postgres and PGlite give it. */
function databaseError(error: unknown): DatabaseErrorFields | null {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return current as DatabaseErrorFields;
    current = cause;
  }
  return null;
}
