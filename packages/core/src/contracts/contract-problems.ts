import type { z } from "zod/mini";
import { undeclaredKeys } from "./undeclared-keys.js";

/**
 * What is wrong with `data` as a value of `schema`: the schema's own issues, or — when it parses —
 * the fields it would silently drop because the contract does not declare them. Empty when fine.
 * The API checks its answers with it, the storefront server its page payloads (development, tests).
 */
export function contractProblems(schema: z.core.$ZodType, data: unknown): string[] {
  const checked = (schema as unknown as z.ZodMiniType).safeParse(data);
  if (!checked.success) {
    return checked.error.issues.map(
      (issue) => `${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`,
    );
  }
  return undeclaredKeys(schema, data).map((path) => `undeclared field: ${path}`);
}
