import { createHash, randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { concurrencyLimit } from "./concurrency-limit";

const SCRYPT = { N: 16_384, r: 8, p: 1, keyLength: 64 };

/**
 * scrypt runs on libuv's thread pool, off the event loop, but each hash is ~50 ms of a full core:
 * 200 logins at once would take every core and starve the event loop's own thread (catalogue
 * reads, PGlite). Hashes therefore queue for one core less than the machine has (at least one).
 */
const hashSlots = concurrencyLimit(
  Number(process.env.PASSWORD_HASH_CONCURRENCY) || Math.max(1, availableParallelism() - 1),
);

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return hashSlots(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

/** Hashes a password with scrypt (memory-hard): `scrypt$N$r$p$salt$hash`, base64url parts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = SCRYPT;
  const key = await scryptAsync(password.normalize("NFKC"), salt, keyLength, {
    N,
    r,
    p,
    maxmem: 64 * 1024 * 1024,
  });
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Checks a password against a stored hash, in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await scryptAsync(password.normalize("NFKC"), Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a well-known password, verified against when an account does not exist (same timing). */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("not-a-real-password");
  return dummyHash;
}

/** A random bearer token (256 bits, base64url). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** SHA-256 hex: how tokens are stored (a leaked table does not give usable tokens). */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Compares two strings in constant time (for the partner token). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(sha256(a), "hex");
  const right = Buffer.from(sha256(b), "hex");
  return timingSafeEqual(left, right);
}

/** A short human reference like `SF-20250101-7K3QX9`. */
export function humanRef(prefix: string, date = new Date()): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(6);
  const tail = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
  return `${prefix}-${date.toISOString().slice(0, 10).replaceAll("-", "")}-${tail}`;
}
