/**
 * `@storefront/core/cart` — cart line normalisation, the pure line reducer and the cart store.
 * @module
 */

export {
  type CartLine,
  LINE_DETAIL_LIMITS,
  type LineDetails,
  type LineOption,
  lineDetailsSchema,
} from "../contracts/cart-line.js";
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
