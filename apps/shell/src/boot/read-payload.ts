import type { ParsedPagePayload } from "@storefront/core/contracts/page-payload";
import { hasValidPartner } from "@storefront/core/partner";
import { isJsonObject } from "@storefront/core/storage";
import { readPayloadJson } from "./payload-json";

/**
 * What the shell boots from: the partner this page is served for, the user, if any, and the
 * payload's `prefetched` block, unvalidated (see `prefetchedAnswers` in kit's routing).
 */
export type BootPayload = Omit<ParsedPagePayload, "user"> & {
  user: NonNullable<ParsedPagePayload["user"]> | null;
};

/**
 * Reads the page payload without validating it: the server validated it with core's
 * `pagePayloadSchema` before writing it into the page, and wrote it as the schema reads it
 * (defaults applied, malformed business overrides dropped and logged there: the API's
 * `servedPagePayload`, the dev server's `payloadFromPartnerAnswer`), so zod stays out of the
 * browser's first load. Only its shape is checked: an object whose `partner` is an object or null.
 * A missing payload, or one of another shape, boots as "no partner" (the shell then shows
 * /partner-not-found) instead of crashing; the latter is logged.
 */
export function parseBootPayload(json: unknown): BootPayload {
  if (json === null || json === undefined) return { partner: null, user: null };
  if (!isJsonObject(json) || !(json.partner === null || isJsonObject(json.partner))) {
    console.error("The page payload is malformed: expected an object whose partner is an object or null");
    return { partner: null, user: null };
  }
  const { partner, user, prefetched } = json;
  return {
    partner: partner as BootPayload["partner"],
    user: isJsonObject(user) ? (user as BootPayload["user"]) : null,
    ...(prefetched !== undefined && { prefetched }),
  };
}

/** Reads the page payload of a document. */
export function readBootPayload(doc: Document): BootPayload {
  return parseBootPayload(readPayloadJson(doc));
}

/**
 * The partner the storefront runs for: a payload partner with an access token (spec §4: a
 * partner without one leads to /partner-not-found), else null.
 */
export function usablePartner(payload: BootPayload): BootPayload["partner"] {
  return hasValidPartner(payload.partner) ? payload.partner : null;
}
