import { type Partner, partnerSchema } from "@storefront/core/contracts/partner";
import { hasValidPartner } from "@storefront/core/partner";

/** The element the reference server renders the page payload into (`<!--storefront:payload-->`). */
const PAYLOAD_ELEMENT_ID = "storefront-payload";

/** The page payload's partner when it is valid and has an access token; null sends every path to /partner-not-found. */
export function readPartner(doc: Document): { partner: Partner | null; prefetched: unknown } {
  const text = doc.getElementById(PAYLOAD_ELEMENT_ID)?.textContent;
  const json: { partner?: unknown; prefetched?: unknown } | null = text ? JSON.parse(text) : null;
  const parsed = partnerSchema.safeParse(json?.partner);
  if (!parsed.success) console.error("The page payload has no valid partner", parsed.error);
  const partner = parsed.success && hasValidPartner(parsed.data) ? parsed.data : null;
  return { partner, prefetched: json?.prefetched };
}
