import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { CouponResponse } from "../contracts/coupon.js";
import { evaluateCoupon } from "./evaluate-coupon.js";

// Wednesday 2024-05-15, 10:00 UTC.
const now = new Date(Date.UTC(2024, 4, 15, 10));
const ctx = { cartTotal: 100, now, timeZone: "UTC" };
const ok = (data: NonNullable<CouponResponse["data"]> = { status: true }): CouponResponse => ({
  status: "success",
  data,
});

describe("evaluateCoupon", () => {
  it("accepts status 'success', '1' and 1 only", () => {
    for (const status of ["success", "1", 1]) {
      expect(evaluateCoupon({ status, data: { status: true } }, ctx).ok).toBe(true);
    }
    for (const status of ["error", "0", 0, true, "SUCCESS", ""]) {
      expect(evaluateCoupon({ status, data: { status: true } }, ctx)).toMatchObject({
        ok: false,
        code: "not-valid",
        message: "Not valid",
      });
    }
  });

  it("passes the server's message through when the status fails", () => {
    expect(evaluateCoupon({ status: "error", msg: "Unknown code" }, ctx)).toEqual({
      ok: false,
      code: "not-valid",
      message: "Unknown code",
      params: { msg: "Unknown code" },
    });
    expect(evaluateCoupon({ status: "error", msg: "  " }, ctx)).toMatchObject({ message: "Not valid" });
  });

  it("refuses data.status false and a missing data", () => {
    expect(evaluateCoupon(ok({ status: false }), ctx)).toMatchObject({ message: "Coupon not valid" });
    expect(evaluateCoupon({ status: "success", data: null }, ctx)).toMatchObject({
      code: "coupon-not-valid",
      message: "Coupon not valid",
    });
  });

  it("checks the listed weekdays, Monday = 1", () => {
    expect(evaluateCoupon(ok({ days: ["3"] }), ctx).ok).toBe(true);
    expect(evaluateCoupon(ok({ days: ["1", "2", "4", "5", "6", "7"] }), ctx)).toMatchObject({
      code: "not-applicable-today",
      message: "Coupon not applicable today.",
    });
    expect(evaluateCoupon(ok({ days: [] }), ctx).ok).toBe(true);
    expect(evaluateCoupon(ok({ days: null }), ctx).ok).toBe(true);
  });

  it("takes the weekday in the given time zone", () => {
    const lateTuesdayUtc = { ...ctx, now: new Date(Date.UTC(2024, 4, 14, 22)) };
    expect(evaluateCoupon(ok({ days: ["3"] }), lateTuesdayUtc).ok).toBe(false);
    expect(evaluateCoupon(ok({ days: ["3"] }), { ...lateTuesdayUtc, timeZone: "Asia/Riyadh" }).ok).toBe(true);
  });

  it("keeps a coupon valid through its end date", () => {
    expect(evaluateCoupon(ok({ end_date: "2024-05-15" }), ctx).ok).toBe(true);
    expect(evaluateCoupon(ok({ end_date: "2024-05-15 00:00:00" }), ctx).ok).toBe(true);
    expect(evaluateCoupon(ok({ end_date: "2024-05-14" }), ctx)).toMatchObject({
      code: "expired",
      message: "Coupon expired.",
    });
    expect(evaluateCoupon(ok({ end_date: "soon" }), ctx)).toMatchObject({ code: "expired" });
  });

  it("accepts a total equal to the minimum and refuses one cent less", () => {
    const coupon = ok({ min_cart_amount: 500 });
    expect(evaluateCoupon(coupon, { ...ctx, cartTotal: 500 }).ok).toBe(true);
    expect(evaluateCoupon(coupon, { ...ctx, cartTotal: 499.99 })).toEqual({
      ok: false,
      code: "minimum",
      message: "Minimum of 500",
      params: { min_cart_amount: 500 },
    });
    expect(evaluateCoupon(ok({ min_cart_amount: 0.3 }), { ...ctx, cartTotal: 0.1 + 0.2 }).ok).toBe(true);
  });

  it("returns the coupon data when accepted", () => {
    const data = { status: true, code: "TEN", discount_type: "percent" as const, discount_value: 10 };
    expect(evaluateCoupon(ok(data), ctx)).toEqual({ ok: true, coupon: data });
  });

  const dayArb = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2080, 0, 1) });
  const zoneArb = fc.constantFrom(
    "UTC",
    "Asia/Riyadh",
    "America/Los_Angeles",
    "Pacific/Kiritimati",
    "Asia/Kolkata",
  );

  test.prop([dayArb, zoneArb, fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean()])(
    "reports the first failing rule, in the spec's order",
    (time, timeZone, badStatus, dataFalse, wrongDay, expired, belowMin) => {
      const today = new Intl.DateTimeFormat("en-CA", { timeZone }).format(time); // YYYY-MM-DD
      const weekday = ((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
      const days = ["1", "2", "3", "4", "5", "6", "7"].filter((d) => !wrongDay || d !== String(weekday));
      const end = new Date(`${today}T12:00:00Z`);
      end.setUTCDate(end.getUTCDate() + (expired ? -1 : 0));
      const response: CouponResponse = {
        status: badStatus ? "0" : "1",
        data: {
          status: !dataFalse,
          days,
          end_date: end.toISOString().slice(0, 10),
          min_cart_amount: 50,
        },
      };
      const result = evaluateCoupon(response, { now: time, timeZone, cartTotal: belowMin ? 49.99 : 50 });
      const expected = badStatus
        ? "not-valid"
        : dataFalse
          ? "coupon-not-valid"
          : wrongDay
            ? "not-applicable-today"
            : expired
              ? "expired"
              : belowMin
                ? "minimum"
                : undefined;
      expect(result.ok ? undefined : result.code).toBe(expected);
    },
  );

  test.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 })])(
    "compares the total and the minimum to the cent",
    (totalCents, minimumCents) => {
      const result = evaluateCoupon(ok({ min_cart_amount: minimumCents / 100 }), {
        ...ctx,
        cartTotal: totalCents / 100,
      });
      expect(result.ok).toBe(totalCents >= minimumCents);
    },
  );
});
