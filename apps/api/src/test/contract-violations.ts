import type { ContractViolation } from "../lib/contract-check";

/**
 * Every contract violation of the answers the tests received (an invalid answer, or a field its
 * contract does not declare), collected by the harness's app. `contract-check.setup.ts` fails the
 * test that caused one, whatever that test asserts: every endpoint a test calls is checked.
 */
export const contractViolations: ContractViolation[] = [];
