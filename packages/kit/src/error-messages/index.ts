/**
 * `@storefront/kit/error-messages` — the one map of the API's error codes to the storefront's own
 * words (`serverErrorMessage`), without the error pages: a first-load feature (the cart's add, say)
 * imports it here, so the pages stay out of the first load. `@storefront/kit/errors` re-exports it.
 * @module
 */
export * from "./server-errors";
