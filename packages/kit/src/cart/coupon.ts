import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type ApiClient, ApiStatusError, ApiValidationError } from "@storefront/core/api";
import { checkCoupon } from "@storefront/core/contracts/api/coupon";
import type { CouponResponse } from "@storefront/core/contracts/coupon";
import { type CouponEvaluation, evaluateCoupon } from "@storefront/core/coupons";
import { atom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";

/** A refused coupon, as core's `evaluateCoupon` reports it. */
export type CouponRejection = Extract<CouponEvaluation, { ok: false }>;

/**
 * The server evaluates weekdays and end dates in UTC (apps/api README), and the server's verdict
 * is the one that counts at order time, so the client's check uses the same calendar.
 */
export const COUPON_TIME_ZONE = "UTC";

/** True for a refusal that is the server's verdict on the code (a 4xx but 401 and 429). */
function aboutTheCoupon(status: number): boolean {
  return status >= 400 && status < 500 && status !== 401 && status !== 429;
}

/**
 * Asks the server about a code (`POST check_coupon`) and answers spec §3's coupon response:
 * `{ status: "success", data }` for a known code; `{ status: "error", msg }` with the server's
 * message for an unknown one (404 `coupon_not_found`) or any other refusal; `{ status: "error" }`
 * (→ 'Not valid') for a code the contract refuses before sending (empty, over 40 characters).
 * Network failures, server errors (5xx), a rate limit (429) and a refused session (401) reject:
 * they say nothing about the coupon.
 */
export async function checkCouponCode(client: ApiClient, code: string): Promise<CouponResponse> {
  try {
    const data = await client.call(checkCoupon, { body: { code } });
    return { status: "success", data };
  } catch (error) {
    if (error instanceof ApiValidationError && error.direction === "request") return { status: "error" };
    if (error instanceof ApiStatusError && aboutTheCoupon(error.status)) {
      return { status: "error", msg: error.serverMessage ?? null };
    }
    throw error;
  }
}

/** Evaluates a coupon answer against a cart total now (spec §5, core's rules and messages). */
export function evaluateCouponNow(response: CouponResponse, cartTotal: number, now = Date.now()) {
  return evaluateCoupon(response, { cartTotal, now, timeZone: COUPON_TIME_ZONE });
}

/**
 * The message of a refused coupon in the active locale. English is exactly spec §5 (core's
 * `message`): 'Not valid', 'Coupon not valid', 'Coupon not applicable today.', 'Coupon expired.',
 * 'Minimum of {min_cart_amount}'; a message the server sent is shown as it came.
 */
export function couponRejectionText(i18n: I18n, rejection: CouponRejection): string {
  switch (rejection.code) {
    case "not-valid": {
      const serverMessage = rejection.params.msg;
      return serverMessage !== undefined ? String(serverMessage) : i18n._(msg`Not valid`);
    }
    case "coupon-not-valid":
      return i18n._(msg`Coupon not valid`);
    case "not-applicable-today":
      return i18n._(msg`Coupon not applicable today.`);
    case "expired":
      return i18n._(msg`Coupon expired.`);
    case "minimum": {
      const min_cart_amount = String(rejection.params.min_cart_amount ?? "");
      return i18n._(msg`Minimum of ${min_cart_amount}`);
    }
  }
}

/**
 * Reads one of spec §5's messages back into a rejection (the server's `cart_summary` and
 * `place_order` send the English text), so it can be shown translated. Unknown text → `not-valid`
 * carrying it.
 */
export function rejectionFromServerMessage(message: string): CouponRejection {
  const text = message.trim();
  const reject = (code: CouponRejection["code"], params: Record<string, string | number> = {}) => ({
    ok: false as const,
    code,
    message: text,
    params,
  });
  if (text === "Not valid") return reject("not-valid");
  if (text === "Coupon not valid") return reject("coupon-not-valid");
  if (text === "Coupon not applicable today.") return reject("not-applicable-today");
  if (text === "Coupon expired.") return reject("expired");
  const minimum = /^Minimum of (.+)$/.exec(text);
  if (minimum?.[1]) {
    const value = Number(minimum[1]);
    return reject("minimum", { min_cart_amount: Number.isFinite(value) ? value : minimum[1] });
  }
  return reject("not-valid", { msg: text });
}

/** The coupon the shopper applied in the cart and takes to checkout. */
export interface AppliedCoupon {
  /** The code as typed (trimmed). */
  code: string;
  /** The check's answer, re-evaluated whenever the cart total changes. */
  response: CouponResponse;
}

// `globalThis.sessionStorage` is undefined where there is none (server rendering, a plain Node import of
// `@storefront/kit/cart`); jotai then keeps the value in memory. `getOnInit` reads it at module load.
const sessionJson = createJSONStorage<AppliedCoupon | null>(() => globalThis.sessionStorage);

/**
 * The applied coupon (one per mount's jotai store; kept in sessionStorage so a reload of the cart
 * or the checkout keeps it). A stored value that is not a coupon reads as none.
 */
const storedCouponAtom = atomWithStorage<AppliedCoupon | null>("appliedCoupon", null, sessionJson, {
  getOnInit: true,
});

function isAppliedCoupon(value: unknown): value is AppliedCoupon {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<AppliedCoupon>;
  return (
    typeof candidate.code === "string" &&
    candidate.code.length > 0 &&
    candidate.code.length <= 40 &&
    typeof candidate.response === "object" &&
    candidate.response !== null
  );
}

/** The applied coupon, validated on read. */
export const appliedCouponAtom = atom(
  (get) => {
    const value = get(storedCouponAtom);
    return isAppliedCoupon(value) ? value : null;
  },
  (_get, set, next: AppliedCoupon | null) => {
    set(storedCouponAtom, next);
  },
);
