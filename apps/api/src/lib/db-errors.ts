/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or null for any other error. Drivers
 * differ: node-postgres and PGlite put `code` and `constraint` on their error, and drizzle wraps
 * it as the `cause` of its own.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
    current = cause;
  }
  return null;
}
