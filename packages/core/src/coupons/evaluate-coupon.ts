import type { CouponResponse } from "../contracts/coupon.js";
import { toMinorUnits } from "../format/minor-units.js";
import { zonedDay } from "./zoned-day.js";

/** The coupon's own rules as the server sent them (`data` of the coupon response). */
export type CouponData = NonNullable<CouponResponse["data"]>;

/**
 * Why a coupon was refused, as a stable key for translation. `not-valid` carries the server's
 * own message in `params.msg` when it sent one.
 */
export type CouponRejectionCode =
  | "not-valid"
  | "coupon-not-valid"
  | "not-applicable-today"
  | "expired"
  | "minimum";

/** The result of `evaluateCoupon`. */
export type CouponEvaluation =
  | { ok: true; coupon: CouponData }
  | {
      ok: false;
      /** Stable key for the UI's translation catalog. */
      code: CouponRejectionCode;
      /** The spec's exact English message (spec §5). */
      message: string;
      /** Values to interpolate into the translated message. */
      params: Record<string, string | number>;
    };

/** What `evaluateCoupon` needs besides the answer: the cart total and an injected clock. */
export interface CouponContext {
  /** The cart total, in major units. */
  cartTotal: number;
  /** The current instant (injected so tests and servers control the clock). */
  now: Date | number;
  /** IANA time zone deciding "today" and the weekday; the runtime's zone by default. */
  timeZone?: string;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

function reject(code: CouponRejectionCode, message: string, params: Record<string, string | number> = {}) {
  return { ok: false as const, code, message, params };
}

function statusAccepted(status: unknown): boolean {
  return status === "success" || status === "1" || status === 1;
}

/**
 * Checks a coupon answer (spec §5), in this order, with these exact messages:
 * 1. `status` must be 'success', '1' (or the number 1), else the server's `msg` or 'Not valid';
 * 2. `data.status` false (or no `data` at all) → 'Coupon not valid';
 * 3. `days` listed (strings "1"–"7", Monday = 1) without today's weekday → 'Coupon not applicable today.';
 * 4. `end_date` before today → 'Coupon expired.' (the end date itself is still valid; an unreadable
 *    end date counts as expired);
 * 5. cart total below `min_cart_amount` → 'Minimum of {min_cart_amount}' (equal is enough).
 * Otherwise the coupon is accepted. "Today" is the calendar day of `now` in `timeZone`.
 */
export function evaluateCoupon(response: CouponResponse, context: CouponContext): CouponEvaluation {
  const answer = (
    typeof response === "object" && response !== null ? response : {}
  ) as Partial<CouponResponse>;
  if (!statusAccepted(answer.status)) {
    const msg = typeof answer.msg === "string" && answer.msg.trim() !== "" ? answer.msg : undefined;
    return msg === undefined ? reject("not-valid", "Not valid") : reject("not-valid", msg, { msg });
  }
  const data = answer.data;
  if (typeof data !== "object" || data === null || data.status === false) {
    return reject("coupon-not-valid", "Coupon not valid");
  }
  const today = zonedDay(context.now, context.timeZone);
  const days: unknown = data.days;
  if (Array.isArray(days) && days.length > 0) {
    const listed = days.map((day) => String(day).trim());
    if (!listed.includes(String(today.weekday))) {
      return reject("not-applicable-today", "Coupon not applicable today.");
    }
  }
  if (data.end_date !== undefined && data.end_date !== null && data.end_date !== "") {
    const match = ISO_DAY.exec(String(data.end_date));
    const endDay = match ? `${match[1]}-${match[2]}-${match[3]}` : null;
    if (endDay === null || endDay < today.date) return reject("expired", "Coupon expired.");
  }
  const minimum = data.min_cart_amount;
  if (typeof minimum === "number" && Number.isFinite(minimum) && minimum > 0) {
    if (toMinorUnits(context.cartTotal) < toMinorUnits(minimum)) {
      return reject("minimum", `Minimum of ${minimum}`, { min_cart_amount: minimum });
    }
  }
  return { ok: true, coupon: data };
}
