import * as cartApi from "@storefront/core/contracts/api/cart";
import { IDEMPOTENCY_HEADER } from "@storefront/core/contracts/api/common";
import * as mergeApi from "@storefront/core/contracts/api/merge";
import type { Hono } from "hono";
import { route, type Services } from "../http";
import { cartList, clearCart, removeCartLine, setCartLine } from "../services/cart";
import { cartSummary } from "../services/cart-summary";
import { mergeGuestCart, mergeGuestWishList } from "../services/guest-merge";
import { addToWishList, removeFromWishList, wishList } from "../services/wishlist";

/** Registers cart, wishlist, cart summary and guest merge routes. */
export function registerCartRoutes(app: Hono, services: Services) {
  route(app, services, cartApi.getCartList, async ({ db, tenant, customer }) => ({
    data: await cartList(db, tenant, customer),
  }));

  route(app, services, cartApi.updateCart, async ({ db, tenant, customer, body }) => ({
    data: await setCartLine(db, tenant, customer, body),
    msg: body.qty === 0 ? "Removed from cart" : "Cart updated",
  }));

  route(app, services, cartApi.removeCartItem, async ({ db, tenant, customer, body }) => ({
    data: await removeCartLine(db, tenant, customer, body),
    msg: "Removed from cart",
  }));

  route(app, services, cartApi.clearCart, async ({ db, tenant, customer }) => {
    await clearCart(db, tenant, customer);
    return { data: [], msg: "Cart cleared" };
  });

  route(app, services, cartApi.getCartSummary, async ({ c, db, tenant, customer, query }) => ({
    data: await cartSummary(db, tenant, customer, query, services.clientAddress(c)),
  }));

  route(app, services, cartApi.getWishList, async ({ db, tenant, customer }) => ({
    data: await wishList(db, tenant, customer),
  }));

  route(app, services, cartApi.addWishListItem, async ({ db, tenant, customer, body }) => ({
    data: await addToWishList(db, tenant, customer, body),
    msg: "Added to wishlist",
  }));

  route(app, services, cartApi.removeWishListItem, async ({ db, tenant, customer, body }) => ({
    data: await removeFromWishList(db, tenant, customer, body),
    msg: "Removed from wishlist",
  }));

  // A guest's cart and wishlist, merged into the customer's at login (issue 17).
  route(app, services, mergeApi.mergeCart, async ({ c, db, tenant, customer, body }) => ({
    stored: await mergeGuestCart(db, tenant, customer, body.lines, c.req.header(IDEMPOTENCY_HEADER)),
  }));

  route(app, services, mergeApi.mergeWishList, async ({ db, tenant, customer, body }) => ({
    data: await mergeGuestWishList(db, tenant, customer, body.items),
    msg: "Wishlist merged",
  }));
}
