import { needsDelivery } from "@storefront/core/cart";
import { unprocessable } from "../lib/errors";
import type { PricedLine } from "./priced-lines";

/** How an order is handed over: delivered, picked up, or nothing to hand over (digital lines only). */
export type Handover = "delivery" | "pickup" | "none";

/** Whether any of these priced lines is goods to hand over (core's rule; menu items always are). */
export function linesNeedDelivery(priced: readonly PricedLine[], menuLines = 0): boolean {
  return menuLines > 0 || needsDelivery(priced.map((line) => ({ is_digital: line.product.isDigital })));
}

/**
 * The handover of an order or a summary: `none` when nothing needs delivering, whatever was asked;
 * else the method asked. An order of goods without a method is refused (422
 * `delivery_method_required`); a summary without one is priced for delivery.
 */
export function handoverOf(
  needed: boolean,
  asked: "delivery" | "pickup" | undefined,
  { required }: { required: boolean },
): Handover {
  if (!needed) return "none";
  if (asked) return asked;
  if (required) throw unprocessable("delivery_method_required", "Choose how the order is delivered");
  return "delivery";
}
