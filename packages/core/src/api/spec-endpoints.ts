import { z } from "zod/mini";
import type { CartLine } from "../contracts/cart-line.js";
import { defineEndpoint } from "../contracts/endpoint.js";
import { normaliseLine } from "../lines/normalise-line.js";

/**
 * One line of a server cart or wishlist: a normalised `CartLine` or a source record that
 * normalises into one (`normaliseLine`). A record that cannot be normalised fails validation.
 */
export const serverLineSchema = z.pipe(
  z.unknown(),
  z.transform((record, ctx): CartLine => {
    const line = normaliseLine(record);
    if (line) return line;
    ctx.issues.push({ code: "custom", message: "Not a cart line", input: record });
    return z.NEVER;
  }),
);

/** `GET /ecommerce/api/snachoo/logout` (spec §7): no payload; the answer is ignored. */
export const logoutEndpoint = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/logout",
  auth: "customer",
  response: z.unknown(),
});

/** `GET /ecommerce/api/snachoo/get_cart_list` (spec §7): the user's cart, a list in `data`. */
export const getCartListEndpoint = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/get_cart_list",
  auth: "customer",
  response: z.array(serverLineSchema),
});

/** `GET /ecommerce/api/snachoo/get_wish_list` (spec §7): the user's wishlist, a list in `data`. */
export const getWishListEndpoint = defineEndpoint({
  method: "GET",
  prefix: "snachoo",
  path: "/get_wish_list",
  auth: "customer",
  response: z.array(serverLineSchema),
});
