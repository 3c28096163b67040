import { partnerSchema } from "@storefront/core/contracts/partner";
import { storedUserSchema } from "@storefront/core/contracts/user";
import { z } from "zod/mini";

/** The element the server renders the boot payload into (apps/api/src/storefront/html-payload.ts). */
export const PAYLOAD_ELEMENT_ID = "storefront-payload";

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
 * Reads and validates the boot payload. A missing or malformed payload boots as "no partner"
 * (the shell then shows /partner-not-found) instead of crashing; the problem is logged.
 */
export function readBootPayload(doc: Document): BootPayload {
  const text = doc.getElementById(PAYLOAD_ELEMENT_ID)?.textContent;
  if (!text) return { partner: null, user: null };
  try {
    const parsed = bootPayloadSchema.safeParse(JSON.parse(text));
    if (parsed.success) return { partner: parsed.data.partner, user: parsed.data.user ?? null };
    console.error("The page payload is malformed", z.prettifyError(parsed.error));
  } catch (error) {
    console.error("The page payload is not JSON", error);
  }
  return { partner: null, user: null };
}
