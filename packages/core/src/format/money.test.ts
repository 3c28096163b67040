import { describe, expect, it } from "vitest";
import { DEFAULT_CURRENCY } from "../contracts/currency.js";
import { currencyFromCode, formatMoney } from "./money.js";

const AED = { code: "AED", minor_digits: 2 };

describe("formatMoney", () => {
  it("shows the partner's currency, not a hard-coded one", () => {
    expect(formatMoney(49, "en", AED)).toMatch(/AED\s?49\.00/);
    expect(formatMoney(49, "en", DEFAULT_CURRENCY)).toMatch(/SAR\s?49\.00/);
  });

  it("uses the locale's currency sign in Arabic", () => {
    const text = formatMoney(49, "ar", AED);
    expect(text).toMatch(/49[.٫]00|٤٩٫٠٠/);
    expect(text).toContain("د.إ");
  });

  it("honours the currency's minor-unit digits", () => {
    expect(formatMoney(1.5, "en", { code: "KWD", minor_digits: 3 })).toMatch(/1\.500/);
    expect(formatMoney(1500, "en", { code: "JPY", minor_digits: 0 })).toMatch(/1,500$/);
  });

  it("falls back to number and code for a code Intl rejects, and never renders NaN", () => {
    expect(formatMoney(2, "en", { code: "ZZZZ", minor_digits: 2 })).toBe("2.00 ZZZZ");
    expect(formatMoney(Number.NaN, "en", AED)).toMatch(/AED\s?0\.00/);
  });
});

describe("currencyFromCode", () => {
  it("knows the minor-unit digits of a code", () => {
    expect(currencyFromCode("AED")).toEqual({ code: "AED", minor_digits: 2 });
    expect(currencyFromCode("KWD")).toEqual({ code: "KWD", minor_digits: 3 });
    expect(currencyFromCode("JPY")).toEqual({ code: "JPY", minor_digits: 0 });
  });

  it("answers the same on a second call, unknown codes included, each time a currency of its own", () => {
    for (const code of ["KWD", "XYZ", "not a code"]) {
      const first = currencyFromCode(code);
      const second = currencyFromCode(code);
      expect(second).toEqual(first);
      expect(second).not.toBe(first);
    }
    expect(currencyFromCode("not a code")).toEqual({ code: "not a code", minor_digits: 2 });
  });
});
