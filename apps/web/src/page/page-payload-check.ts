import { contractProblems } from "@storefront/core/contracts/contract-problems";
import type { PagePayload } from "@storefront/core/contracts/page-payload";
import { servedPagePayloadSchema } from "@storefront/core/contracts/page-payload-answers";

/**
 * Checks a page payload against core's whole payload schema, prefetched answers and undeclared
 * fields included (development and tests): a violation throws, and the page answers a 500. Every
 * page is validated in production too, more leniently, by `servedPagePayload`, so the browser reads
 * the payload without validating it.
 */
export function checkPagePayload(payload: PagePayload): void {
  const problems = contractProblems(servedPagePayloadSchema, payload);
  if (problems.length > 0) {
    throw new Error(`The page payload breaks its contract:\n  ${problems.join("\n  ")}`);
  }
}
