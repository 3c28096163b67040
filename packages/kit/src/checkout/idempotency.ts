import { ApiStatusError } from "@storefront/core/api";

/** A fresh `Idempotency-Key` (a UUID: 36 characters of the allowed set). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // Old browsers: 128 random bits from getRandomValues, hex.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * True when the server answered the attempt for good (a 4xx: declined payment, empty cart, invalid
 * coupon…), so a retry is a new attempt with a new key. After a network failure, a timeout or a
 * 5xx the outcome is unknown: the retry keeps the key, so the server answers the first outcome
 * instead of ordering twice.
 */
export function attemptSettled(error: unknown): boolean {
  return error instanceof ApiStatusError && error.status >= 400 && error.status < 500;
}
