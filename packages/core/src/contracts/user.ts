import { z } from "zod/mini";
import { storedUserFromSource } from "./user-from-source.js";

const optionalText = z.optional(z.nullable(z.string()));
const flag = z.optional(z.nullable(z.union([z.boolean(), z.number()])));

/** The logged-in user as kept in local storage under `user` (spec §3). */
export const storedUserSchema = z.object({
  id: z.string(),
  cust_name: z.string(),
  cust_last_name: optionalText,
  phone: optionalText,
  token: z.string(),
  country_code_ph1: optionalText,
  user_name: optionalText,
  email: optionalText,
  is_vendor: z.optional(z.boolean()),
  selling_price_group_id: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  avatar: optionalText,
  is_guest: z.optional(z.boolean()),
});

/** The stored user. */
export type StoredUser = z.infer<typeof storedUserSchema>;

/**
 * A user record as the server (or the page payload) names its fields (spec §3): `_id`, `name`,
 * `token` or `token_`, flags as booleans or 0/1. Parsing it yields the stored shape.
 */
export const sourceUserSchema = z.pipe(
  z.object({
    _id: z.union([z.string(), z.number()]),
    name: z.string(),
    cust_last_name: optionalText,
    token: z.optional(z.string()),
    token_: z.optional(z.string()),
    phone: optionalText,
    country_code_ph1: optionalText,
    user_name: optionalText,
    email: optionalText,
    avatar: optionalText,
    selling_price_group_id: z.optional(z.nullable(z.union([z.string(), z.number()]))),
    is_guest: flag,
    is_vendor: flag,
  }),
  z.transform((source, ctx): StoredUser => {
    const user = storedUserFromSource(source);
    if (!user) {
      ctx.issues.push({
        code: "custom",
        message: "The user record has no token",
        input: source,
        path: ["token"],
      });
      return z.NEVER;
    }
    return user;
  }),
);

/** A user record in its source shape. */
export type SourceUser = z.input<typeof sourceUserSchema>;
