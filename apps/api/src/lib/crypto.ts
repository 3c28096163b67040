import { createHash, randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { concurrencyLimit, QueueFullError, type QueueTicket } from "./concurrency-limit";
import { ApiError } from "./errors";

const SCRYPT = { N: 16_384, r: 8, p: 1, keyLength: 64 };

/**
 * scrypt runs on libuv's thread pool, off the event loop, but each hash is ~50 ms of a full core:
 * 200 logins at once would take every core and starve the event loop's own thread (catalogue
 * reads, PGlite). Hashes therefore queue for one core less than the machine has (at least one).
 * The queue is bounded — `HASHES_WAITING_PER_SLOT` per slot, a second or two of work — and
 * ordered by priority: a login from an address with nothing else in flight goes before the next
 * of an address that sends many at once (`hash-turns.ts`), and past the cap a request is refused
 * at once (503 `server_busy` with Retry-After) rather than left to wait for seconds.
 */
const HASH_SLOTS = Number(process.env.PASSWORD_HASH_CONCURRENCY) || Math.max(1, availableParallelism() - 1);
const HASHES_WAITING_PER_SLOT = 32;
const hashSlots = concurrencyLimit(HASH_SLOTS, { maxWaiting: HASH_SLOTS * HASHES_WAITING_PER_SLOT });

/**
 * Where a hash queues: `priority` (lower sooner; 0 by default) and whether it may be refused when
 * the queue is full (requests may; the seed's and the dummy hash may not: `{ refusable: false }`).
 */
export type HashTicket = QueueTicket;

/** How many hashes may be running or waiting at once before the queue refuses more. */
export const HASH_QUEUE_CAPACITY = HASH_SLOTS * (1 + HASHES_WAITING_PER_SLOT);

/** 503 for a hash the full queue refused: the client retries in a second. */
export function serverBusy() {
  return new ApiError(503, "server_busy", "The server is busy. Try again in a moment.", undefined, {
    "Retry-After": "1",
  });
}

function scryptAsync(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
  ticket: HashTicket,
) {
  return hashSlots(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
    ticket,
  ).catch((error: unknown) => {
    throw error instanceof QueueFullError ? serverBusy() : error;
  });
}

/** Hashes a password with scrypt (memory-hard): `scrypt$N$r$p$salt$hash`, base64url parts. */
export async function hashPassword(password: string, ticket: HashTicket = {}): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = SCRYPT;
  const key = await scryptAsync(
    password.normalize("NFKC"),
    salt,
    keyLength,
    {
      N,
      r,
      p,
      maxmem: 64 * 1024 * 1024,
    },
    ticket,
  );
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Checks a password against a stored hash, in constant time. */
export async function verifyPassword(
  password: string,
  stored: string,
  ticket: HashTicket = {},
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await scryptAsync(
    password.normalize("NFKC"),
    Buffer.from(salt, "base64url"),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: 64 * 1024 * 1024,
    },
    ticket,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a well-known password, verified against when an account does not exist (same timing). */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("not-a-real-password", { refusable: false });
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

/**
 * A tenant's pseudonym of a client address or a device id (SHA-256 of both): rows that must be
 * counted per address or device keep this, never the address.
 */
export function tenantKey(tenantId: number, value: string): string {
  return sha256(`${tenantId}:${value}`);
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
