/** The element the server renders the boot payload into (apps/api/src/storefront/html-payload.ts). */
export const PAYLOAD_ELEMENT_ID = "storefront-payload";
