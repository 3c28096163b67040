import { z } from "zod/mini";

/**
 * A partner's currency: its ISO 4217 code and how many minor-unit digits its amounts carry
 * (SAR and AED 2, KWD 3, JPY 0). Every price a partner shows is formatted with it
 * (`formatMoney` in `@storefront/core/format`).
 */
export const currencySchema = z.object({
  code: z.string().check(z.regex(/^[A-Z]{3}$/)),
  minor_digits: z.number().check(z.int(), z.gte(0), z.lte(4)),
});

/** A partner's currency. */
export type Currency = z.infer<typeof currencySchema>;

/** The currency of a partner whose configuration names none (the reference API's default). */
export const DEFAULT_CURRENCY: Currency = Object.freeze({ code: "SAR", minor_digits: 2 });
