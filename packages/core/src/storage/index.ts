/**
 * `@storefront/core/storage` — the injected storage interface and reading that survives anything.
 * @module
 */
export {
  DEFAULT_JSON_LIMITS,
  isForbiddenKey,
  isJsonObject,
  type SafeJsonLimits,
  safeJsonParse,
} from "./safe-json.js";
export { createMemoryStorage, readRaw, removeRaw, type StorageLike, writeRaw } from "./storage.js";
export { readStoredJson, writeStoredJson } from "./stored-json.js";
