import { partnerSchema } from "@storefront/core/contracts/partner";
import { storedUserSchema } from "@storefront/core/contracts/user";
import { hasValidPartner } from "@storefront/core/partner";
import { z } from "zod/mini";
import { readPayloadJson } from "./payload-json";
import { PAYLOAD_ELEMENT_ID } from "./read-payload-id";

export { PAYLOAD_ELEMENT_ID };

const bootPayloadSchema = z.object({
  partner: z.nullable(partnerSchema),
  user: z.optional(z.nullable(storedUserSchema)),
  // API answers for the first render (`{ home }` on a catalogue home). Opaque here: the loader that
  // uses one validates it with its endpoint's schema (kept out of this chunk), and a malformed one
  // is ignored there, so it can never make the whole payload — the partner — invalid.
  prefetched: z.optional(z.unknown()),
});

/** What the shell boots from: the partner this page is served for, and the user, if any. */
export type BootPayload = {
  partner: z.infer<typeof partnerSchema> | null;
  user: z.infer<typeof storedUserSchema> | null;
  /** The payload's `prefetched` block, unvalidated (see `prefetchedAnswers` in kit's routing). */
  prefetched?: unknown;
};

/**
 * Validates the boot payload. A missing or malformed payload boots as "no partner" (the shell then
 * shows /partner-not-found) instead of crashing; the problem is logged.
 */
export function parseBootPayload(json: unknown): BootPayload {
  if (json === null || json === undefined) return { partner: null, user: null };
  const parsed = bootPayloadSchema.safeParse(json);
  if (parsed.success) {
    const { partner, user, prefetched } = parsed.data;
    return { partner, user: user ?? null, ...(prefetched !== undefined && { prefetched }) };
  }
  console.error("The page payload is malformed", z.prettifyError(parsed.error));
  return { partner: null, user: null };
}

/** Reads and validates the boot payload of a document. */
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
