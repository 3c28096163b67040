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
});

/** What the shell boots from: the partner this page is served for, and the user, if any. */
export type BootPayload = {
  partner: z.infer<typeof partnerSchema> | null;
  user: z.infer<typeof storedUserSchema> | null;
};

/**
 * Validates the boot payload. A missing or malformed payload boots as "no partner" (the shell then
 * shows /partner-not-found) instead of crashing; the problem is logged.
 */
export function parseBootPayload(json: unknown): BootPayload {
  if (json === null || json === undefined) return { partner: null, user: null };
  const parsed = bootPayloadSchema.safeParse(json);
  if (parsed.success) return { partner: parsed.data.partner, user: parsed.data.user ?? null };
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
