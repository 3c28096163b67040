/**
 * `@storefront/kit/lines` — the line model the cart, the wishlist, the checkout and the account
 * share: a product choice as a line (`productLine`), its keys and request ids, its totals and unit,
 * and the blocks that show one (`LineItemRow`, `RemoveLineButton`). Behaviour (optimistic writes,
 * coupons, totals from the server) stays in `@storefront/kit/cart` and `@storefront/kit/wishlist`.
 * @module
 */
export { LineChoices, type LineChoicesProps } from "./line-choices";
export { LineDetails, type LineDetailsProps } from "./line-details";
export { LineItemRow, type LineItemRowProps } from "./line-item-row";
export { linesSubtotal, lineTotal } from "./line-totals";
export { lineUnitName } from "./line-unit";
export {
  keyOf,
  lineRequestIds,
  type ProductChoice,
  productLine,
  wishlistRequestIds,
  withQty,
} from "./product-line";
export { RemoveLineButton, type RemoveLineButtonProps } from "./remove-line-button";
