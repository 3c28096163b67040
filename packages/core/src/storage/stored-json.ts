import { type SafeJsonLimits, safeJsonParse } from "./safe-json.js";
import { readRaw, type StorageLike, writeRaw } from "./storage.js";

/**
 * Reads and parses a stored JSON value. Never throws: a missing key, disabled storage, invalid or
 * oversized JSON all give `undefined`. Validate the result (it is `unknown`) before use.
 */
export function readStoredJson(storage: StorageLike, key: string, limits?: SafeJsonLimits): unknown {
  const raw = readRaw(storage, key);
  return raw === null ? undefined : safeJsonParse(raw, limits);
}

/**
 * Serialises and stores a value. Returns false instead of throwing when the value cannot be
 * serialised (a cycle, a BigInt) or storage is full or disabled.
 */
export function writeStoredJson(storage: StorageLike, key: string, value: unknown): boolean {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return text === undefined ? false : writeRaw(storage, key, text);
}
