/**
 * Names of the request headers the contracts define besides the tokens. Plain strings, kept apart
 * from the zod schemas (api/common.ts, api/restaurant.ts) so the code that sends them — a
 * checkout's button, a kiosk's order — does not load zod with the page.
 */

/** Header carrying the idempotency key of order placement calls. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/**
 * Response header (`true`) of an order call whose Idempotency-Key was seen before: the answer is
 * the first call's, replayed, and no new order was placed (Stripe's name for the same thing).
 */
export const IDEMPOTENT_REPLAYED_HEADER = "Idempotent-Replayed";

/**
 * Header naming the device an anonymous menu order comes from (a kiosk, a diner's phone at a
 * table): a random id the device keeps. Idempotency keys of anonymous orders are scoped to it, so
 * one device can never replay another's order.
 */
export const DEVICE_HEADER = "X-Device-Id";

/**
 * Header carrying a partner's staff key on staff calls (`auth: "staff"`): a secret the partner's
 * people hold, issued by the server's operator and stored only as a hash. It is never in a page.
 */
export const STAFF_KEY_HEADER = "X-Staff-Key";
