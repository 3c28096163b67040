import type { PagePayload } from "@storefront/core/contracts/page-payload";
import { servedPagePayloadSchema } from "@storefront/core/contracts/page-payload-answers";
import { type ContractViolation, enforceContract } from "../lib/contract-check";

/**
 * Checks a page payload against core's whole payload schema, prefetched answers and undeclared
 * fields included; a violation is reported and the page is answered as a 500. Run in development
 * and tests (`validateResponses`); every page is validated in production too, more leniently, by
 * `servedPagePayload`, so the browser reads the payload without validating it.
 */
export function checkPagePayload(payload: PagePayload, report: (violation: ContractViolation) => void): void {
  enforceContract(servedPagePayloadSchema, payload, "the page payload", report);
}
