import { z } from "zod/mini";
import { localizedTextSchema } from "../localized-text.js";
import { moneySchema } from "../money.js";

/**
 * Building blocks shared by the API contracts. Request schemas are strict (`z.strictObject`):
 * an unknown field is a 400 with its path, never silently dropped. Query values arrive as
 * strings, so numbers in queries are coerced.
 */

/** The largest record id: ids are PostgreSQL `integer`s (`serial`), 2^31 − 1. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A numeric record id as it appears in paths and bodies (`"42"`): 1 to 2^31 − 1, so an id past
 * the columns' range is a 400 like any other malformed id, never a database error.
 */
export const recordIdSchema = z.string().check(
  z.regex(/^[1-9]\d{0,9}$/, "Expected a record id"),
  z.refine((id) => Number(id) <= MAX_RECORD_ID, { message: "Expected a record id" }),
);

/** `:id` path params. */
export const idParamsSchema = z.strictObject({ id: recordIdSchema });

/** Localised text or null. */
export const langSchema = z.nullable(localizedTextSchema);

/** A signed amount in major units (balances, ledger amounts). */
export const signedMoneySchema = z.number().check(
  z.refine((value) => Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: "Expected an amount with at most two decimals",
  }),
);

/** A money amount (major units, ≤ 2 decimals, non-negative). */
export const money = moneySchema;

/** A query number: coerced from its string form, an integer within bounds. */
export function queryInt(min: number, max: number) {
  return z.optional(z.coerce.number().check(z.int(), z.gte(min), z.lte(max)));
}

/**
 * An optional amount in a query, in major units with at most two decimals (`max_price=99.99`):
 * price filters name the bounds of the ranges facets offer.
 */
export function queryMoney(min: number, max: number) {
  return z.optional(
    z.coerce.number().check(
      z.gte(min),
      z.lte(max),
      z.refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
        message: "Expected at most two decimals",
      }),
    ),
  );
}

/**
 * A calendar day, `YYYY-MM-DD`, from year 0001: there is no year 0 in the Gregorian calendar
 * PostgreSQL keeps (`0000-01-01` is not a date there).
 */
export const isoDateSchema = z.iso
  .date()
  .check(z.refine((day) => !day.startsWith("0000"), { message: "Expected a date from year 0001" }));

/** Pagination query parameters. */
export const paginationQueryShape = {
  page: queryInt(1, 100_000),
  per_page: queryInt(1, 100),
};

/** A page of results. */
export function paginated<T extends z.core.$ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number(),
    per_page: z.number(),
    total: z.number(),
    last_page: z.number(),
  });
}

/** A short text field: trimmed length bounds. */
export function text(min: number, max: number) {
  return z.string().check(z.trim(), z.minLength(min), z.maxLength(max));
}

/** A phone number without country code: 5–15 digits. */
export const phoneSchema = z.string().check(z.regex(/^\d{5,15}$/, "Expected 5 to 15 digits"));

/** A country calling code: `966` or `+966`. */
export const countryCodeSchema = z.string().check(z.regex(/^\+?\d{1,4}$/, "Expected a country calling code"));

/** An `Idempotency-Key` header value. */
export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_.:-]{8,128}$/));

// The header's name lives in a zod-free module (a checkout sends it without loading zod).
export { IDEMPOTENCY_HEADER } from "../request-headers.js";
