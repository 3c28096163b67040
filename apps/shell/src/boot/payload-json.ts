import { PAGE_PAYLOAD_ELEMENT_ID } from "@storefront/core/contracts/page-payload-script";

/**
 * The page payload as JSON, without validation (null when missing or not JSON, which is logged).
 * The entry only peeks at it (`peekPagePayload`, core) to start the right downloads; the mount code
 * validates it with core's `pagePayloadSchema` — so zod is not in the entry chunk.
 */
export function readPayloadJson(doc: Document): unknown {
  const text = doc.getElementById(PAGE_PAYLOAD_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch (error) {
    console.error("The page payload is not JSON", error);
    return null;
  }
}
