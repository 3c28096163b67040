/**
 * The one seam between the catalogue and the shopping features: the cart's add-to-cart button and
 * the wishlist toggle, placed on cards and on the product page. They belong to kit's `cart` and
 * `wishlist` folders (props agreed by name); the catalogue never reaches further into them.
 */
export { AddToCartButton } from "../cart";
export { WishlistToggle } from "../wishlist";
