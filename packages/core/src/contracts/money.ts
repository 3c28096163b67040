import { z } from "zod/mini";

/**
 * An amount of money on the wire: a finite, non-negative number in major units with at most two
 * decimals (the spec's shapes: price, price_inc, min_cart_amount). The server stores and computes
 * every amount in integer minor units and converts only at this boundary.
 */
export const moneySchema = z.number().check(
  z.refine(
    (value) => Number.isFinite(value) && value >= 0 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    {
      message: "Expected an amount with at most two decimals",
    },
  ),
);
