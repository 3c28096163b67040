import { contractProblems } from "@storefront/core/contracts/contract-problems";
import type { z } from "zod/mini";
import type { Logger } from "../operations/logger";
import { ApiError } from "./errors";

/** An answer that breaks its contract: what was sent (`GET /ecommerce/api/snachoo/products`) and how. */
export interface ContractViolation {
  what: string;
  /** `items.0.price: Expected number`, or `undeclared field: items[].kind`. */
  problems: string[];
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

/** The default report: the server's log. */
export function logContractViolation(logger: Pick<Logger, "error">, violation: ContractViolation): void {
  logger.error({ problems: violation.problems }, `The answer of ${violation.what} breaks its contract`);
}
