import type { Db, Tx } from "../db/client";
import { ApiError } from "../lib/errors";
import type { Tenant } from "../tenancy";
import { hit, peek } from "./rate-limit";

/** A limit of one kind of request: how many in a window, and what the refusal says. */
export interface RequestLimit {
  max: number;
  windowSeconds: number;
  message: string;
}

/**
 * The limits of requests a stranger can loop without an account, or that tell something about
 * other people's accounts. Counted per tenant and client address (or account) in `rate_limits`,
 * so every instance on the database shares them. Sized for people: a shopper stays far below
 * each, a script meets it within a minute.
 */
export const REQUEST_LIMITS = {
  /** Accounts created from one address. */
  signups: { max: 10, windowSeconds: 60 * 60, message: "Too many sign-ups. Try again later." },
  /**
   * "Taken" answers (an e-mail or phone has an account) from one address, by sign-up or by a
   * profile change: past them every such request from the address waits, taken or not.
   */
  takenAnswers: { max: 5, windowSeconds: 15 * 60, message: "Too many sign-up attempts. Try again later." },
  /** Guest customers created from one address. */
  guests: { max: 20, windowSeconds: 60 * 60, message: "Too many guest sessions. Try again later." },
  /** Changes of the e-mail or phone an account logs in with, per account and per address. */
  loginChanges: {
    max: 5,
    windowSeconds: 60 * 60,
    message: "Too many e-mail or phone changes. Try again later.",
  },
  /** Codes checked that do not exist (coupons, gift vouchers): past them every check waits. */
  unknownCodes: { max: 10, windowSeconds: 10 * 60, message: "Too many codes tried. Try again later." },
  /** Reset e-mails asked for from one address (any e-mail). */
  resetRequests: { max: 10, windowSeconds: 60 * 60, message: "Too many reset requests. Try again later." },
  /** Reset tokens tried from one address. */
  resetAttempts: { max: 20, windowSeconds: 60 * 60, message: "Too many reset attempts. Try again later." },
  /**
   * Orders without a customer (a kiosk, a table's digital menu), per device and per address: a
   * busy kiosk takes an order every few minutes; a script posting cash orders is stopped. Only
   * the partner's public token is needed for them, so they also reach the staff's list to void.
   */
  anonymousOrdersPerDevice: {
    max: 20,
    windowSeconds: 60 * 60,
    message: "Too many orders from this device. Please ask the staff.",
  },
  anonymousOrdersPerAddress: {
    max: 60,
    windowSeconds: 60 * 60,
    message: "Too many orders from this network. Please ask the staff.",
  },
  /** Social logins from one address (each asks the provider). */
  socialLogins: { max: 30, windowSeconds: 10 * 60, message: "Too many logins. Try again later." },
} as const satisfies Record<string, RequestLimit>;

export type RequestLimitName = keyof typeof REQUEST_LIMITS;

/** The bucket of a limit for one tenant and one key (a client address, `customer:<id>`…). */
export function limitBucket(name: RequestLimitName, tenant: Tenant, key: string): string {
  return `limit:${name}:${tenant.id}:${key}`;
}

function refused(limit: RequestLimit, retryAfter: number) {
  return new ApiError(429, "too_many_attempts", limit.message, undefined, {
    "Retry-After": String(Math.max(retryAfter, 1)),
  });
}

/** Counts one request in the bucket; 429 `too_many_attempts` with Retry-After past the limit. */
export async function countRequest(db: Db | Tx, name: RequestLimitName, bucket: string) {
  const limit = REQUEST_LIMITS[name];
  if ((await hit(db, bucket, limit.windowSeconds)) > limit.max) {
    throw refused(limit, (await peek(db, bucket)).retryAfter);
  }
}

/**
 * Refuses (429) while the bucket's answers are used up, without counting: for answers that tell
 * something (taken, unknown code), which are counted only when given (`countRequest`), so that
 * past the limit every request waits whatever its answer would have been.
 */
export async function refuseWhenSpent(db: Db | Tx, name: RequestLimitName, bucket: string) {
  const limit = REQUEST_LIMITS[name];
  const seen = await peek(db, bucket);
  if (seen.count >= limit.max) throw refused(limit, seen.retryAfter);
}

/**
 * Runs a request whose error answer tells something about other people's data — a 409 "taken",
 * a 404 "no such code" (`status`) — counting those answers in the bucket: while they are used up
 * every such request waits, whatever its answer would have been (`refuseWhenSpent`), and the one
 * past the limit is refused instead of answered.
 */
export async function limitRevealingAnswers<T>(
  db: Db | Tx,
  name: RequestLimitName,
  bucket: string,
  status: 404 | 409,
  work: () => Promise<T>,
): Promise<T> {
  await refuseWhenSpent(db, name, bucket);
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && error.status === status) await countRequest(db, name, bucket);
    throw error;
  }
}

/** Looks a code up (a coupon, a gift voucher) with unknown codes limited per address (404s). */
export function limitUnknownCodes<T>(
  db: Db | Tx,
  tenant: Tenant,
  clientAddress: string,
  work: () => Promise<T>,
) {
  return limitRevealingAnswers(
    db,
    "unknownCodes",
    limitBucket("unknownCodes", tenant, clientAddress),
    404,
    work,
  );
}
