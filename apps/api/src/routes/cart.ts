import * as cartApi from "@storefront/core/contracts/api/cart";
import type { Hono } from "hono";
import { route, type Services } from "../http";
import { cartList, clearCart, removeCartLine, setCartLine } from "../services/cart";
import { cartSummary } from "../services/cart-summary";
import { addToWishList, removeFromWishList, wishList } from "../services/wishlist";

/** Registers cart, wishlist and cart summary routes. */
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

  route(app, services, cartApi.getCartSummary, async ({ db, tenant, customer, query }) => ({
    data: await cartSummary(db, tenant, customer, query),
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
}
