import { PAGE_PAYLOAD_ELEMENT_ID } from "@storefront/core/contracts/page-payload-script";
import { safeJsonParse } from "@storefront/core/storage";

/**
 * The page payload as JSON (null when missing or not JSON, which is logged), parsed with core's
 * safe reader (never throws, no `__proto__` keys). The entry peeks at it (`peekPagePayload`, core)
 * to start the right downloads; the mount reads it (`parseBootPayload`) — neither validates it
 * with zod: the server did before writing it.
 */
export function readPayloadJson(doc: Document): unknown {
  const text = doc.getElementById(PAGE_PAYLOAD_ELEMENT_ID)?.textContent;
  if (!text) return null;
  const json = safeJsonParse(text);
  if (json === undefined) {
    console.error("The page payload is not JSON");
    return null;
  }
  return json;
}
