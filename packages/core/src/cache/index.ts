/**
 * `@storefront/core/cache` — `FairCache`, the byte-bounded LRU the servers keep answers and pages
 * in, shared fairly between tenants.
 * @module
 */
export { FairCache } from "./fair-cache.js";
