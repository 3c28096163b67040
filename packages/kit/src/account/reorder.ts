import { type CartLine, normaliseLine } from "@storefront/core/cart";
import type { OrderDetail } from "./queries";

/**
 * The cart lines an order's lines stand for (reorder): same product, variant and unit, same
 * quantity. Lines that were not catalogue products (menu items) cannot go back into the cart and
 * are left out. The prices are the order's; the server reprices the cart when the lines arrive.
 */
export function reorderLines(order: Pick<OrderDetail, "lines">): CartLine[] {
  const lines: CartLine[] = [];
  for (const line of order.lines) {
    if (!line.product_id) continue;
    const cartLine = normaliseLine({
      product_id: line.product_id,
      variant_id: line.variant_id,
      other_unit_price: line.other_unit_price_id ? { id: line.other_unit_price_id } : null,
      qty: line.qty,
      sku: line.sku,
      image: line.image,
      name: line.name,
      name_lang: line.name_lang,
      price: line.unit_price,
      price_inc: line.unit_price,
    });
    if (cartLine) lines.push(cartLine);
  }
  return lines;
}
