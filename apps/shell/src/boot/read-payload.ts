import { readBusinessOverrides } from "@storefront/core/contracts/business-overrides";
import { type ParsedPagePayload, pagePayloadSchema } from "@storefront/core/contracts/page-payload";
import { hasValidPartner } from "@storefront/core/partner";
import { z } from "zod/mini";
import { readPayloadJson } from "./payload-json";

/**
 * What the shell boots from: the partner this page is served for, the user, if any, and the
 * payload's `prefetched` block, unvalidated (see `prefetchedAnswers` in kit's routing).
 */
export type BootPayload = Omit<ParsedPagePayload, "user"> & {
  user: NonNullable<ParsedPagePayload["user"]> | null;
};

/**
 * Validates the page payload with core's schema. A missing or malformed payload boots as "no
 * partner" (the shell then shows /partner-not-found) instead of crashing; the problem is logged.
 */
export function parseBootPayload(json: unknown): BootPayload {
  if (json === null || json === undefined) return { partner: null, user: null };
  const parsed = pagePayloadSchema.safeParse(json);
  if (parsed.success) {
    logIgnoredOverrides(json);
    const { partner, user, prefetched } = parsed.data;
    return { partner, user: user ?? null, ...(prefetched !== undefined && { prefetched }) };
  }
  console.error("The page payload is malformed", z.prettifyError(parsed.error));
  return { partner: null, user: null };
}

/**
 * The partner's business overrides are read leniently (core drops a malformed field, never the
 * partner): say what was dropped, and why, so a broken configuration is visible in the console.
 */
function logIgnoredOverrides(json: unknown) {
  const partner = (json as { partner?: { business_overrides?: unknown } | null }).partner;
  const { problems } = readBusinessOverrides(partner?.business_overrides);
  if (problems.length > 0)
    console.warn("The partner's business overrides are partly ignored:", problems.join("; "));
}

/** Reads and validates the page payload of a document. */
export function readBootPayload(doc: Document): BootPayload {
  return parseBootPayload(readPayloadJson(doc));
}

/**
 * The partner the storefront runs for: a valid payload partner with an access token (spec §4: a
 * partner without one leads to /partner-not-found), else null.
 */
export function usablePartner(payload: BootPayload): BootPayload["partner"] {
  return hasValidPartner(payload.partner) ? payload.partner : null;
}
