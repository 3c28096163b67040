import { undeclaredKeys } from "@storefront/core/contracts/undeclared-keys";
import type { z } from "zod/mini";
import { ApiError } from "./errors";

/** An answer that breaks its contract: what was sent (`GET /ecommerce/api/snachoo/products`) and how. */
export interface ContractViolation {
  what: string;
  /** `items.0.price: Expected number`, or `undeclared field: items[].kind`. */
  problems: string[];
}

/**
 * What is wrong with `data` as an answer of `schema`: the schema's own issues, or — when it parses —
 * the fields it would silently drop because the contract does not declare them. Empty when fine.
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

/**
 * Checks an answer against its contract (tests and development): a violation is reported and
 * becomes a 500 `contract_violation`, so the server never sends what its clients would misread.
 */
export function enforceContract(
  schema: z.core.$ZodType,
  data: unknown,
  what: string,
  report: (violation: ContractViolation) => void,
): void {
  const problems = contractProblems(schema, data);
  if (problems.length === 0) return;
  report({ what, problems });
  throw new ApiError(500, "contract_violation", `The answer of ${what} does not match its contract`);
}

/** The default report: the server's console. */
export function logContractViolation(violation: ContractViolation): void {
  console.error(`The answer of ${violation.what} breaks its contract:\n  ${violation.problems.join("\n  ")}`);
}
