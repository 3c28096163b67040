/**
 * `@storefront/core/cart` — cart line normalisation, the pure line reducer and the cart store.
 * @module
 */

// Types only from the zod contract: this barrel is on the browser's first load, which must not load
// zod (the schema itself stays in `@storefront/core/contracts/cart-line`).
export type { CartLine, LineDetails, LineOption } from "../contracts/cart-line.js";
export { LINE_DETAIL_LIMITS } from "../contracts/line-detail-limits.js";
export { LINE_CAPS } from "../lines/caps.js";
export { type LineKey, lineKeyString, sameLine, sumQuantities } from "../lines/line-key.js";
export { type LineAction, type LineInput, reduceLines, toLines } from "../lines/line-reducer.js";
export {
  createLineStore,
  type LineOwner,
  type LineSnapshot,
  type LineStore,
  type LineStoreOptions,
} from "../lines/line-store.js";
export { normaliseLine } from "../lines/normalise-line.js";
export { readLines } from "../lines/read-lines.js";
export { type CartStoreOptions, createCartStore } from "./cart-store.js";
export { needsDelivery } from "./delivery.js";
