import type { customers } from "./schema";

/** A customer row: what the request context and the customer services pass around. */
export type Customer = typeof customers.$inferSelect;
