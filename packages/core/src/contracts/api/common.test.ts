import { describe, expect, it } from "vitest";
import { isoDateSchema, MAX_RECORD_ID, recordIdSchema } from "./common.js";

describe("recordIdSchema", () => {
  it("takes ids up to 2^31 − 1 and refuses what the integer columns cannot hold", () => {
    expect(recordIdSchema.safeParse("1").success).toBe(true);
    expect(recordIdSchema.safeParse(String(MAX_RECORD_ID)).success).toBe(true);
    expect(recordIdSchema.safeParse("2147483648").success).toBe(false);
    expect(recordIdSchema.safeParse("9999999999").success).toBe(false);
    expect(recordIdSchema.safeParse("0").success).toBe(false);
    expect(recordIdSchema.safeParse("01").success).toBe(false);
  });
});

describe("isoDateSchema", () => {
  it("refuses year 0000, which is no PostgreSQL date", () => {
    expect(isoDateSchema.safeParse("0001-01-01").success).toBe(true);
    expect(isoDateSchema.safeParse("2025-06-30").success).toBe(true);
    expect(isoDateSchema.safeParse("0000-01-01").success).toBe(false);
    expect(isoDateSchema.safeParse("2025-02-30").success).toBe(false);
  });
});
