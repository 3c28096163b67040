import { describe, expect, it } from "vitest";
import { createAccountFormat, fromIsoDay, toIsoDay } from "./format";

const plain = (text: string) => text.replace(/[\s\u200e\u200f]+/g, " ").trim();

describe("createAccountFormat", () => {
  it("formats money with two decimals and the currency, in the locale", () => {
    const en = createAccountFormat("en", "UTC");
    expect(plain(en.money(49, "SAR"))).toBe("SAR 49.00");
    expect(plain(en.money(-20, "SAR"))).toBe("-SAR 20.00");
    expect(en.money(1234.5)).toBe("1,234.50");
    const ar = createAccountFormat("ar", "UTC");
    expect(ar.money(49, "SAR")).toMatch(/ر\.س/);
  });

  it("formats dates in the locale, and calendar days without a time-zone shift", () => {
    const en = createAccountFormat("en", "Asia/Riyadh");
    expect(en.date("2026-06-15T22:30:00Z")).toBe("Jun 16, 2026");
    expect(en.day("2026-06-15")).toBe("Jun 15, 2026");
    expect(en.day("not a day")).toBe("not a day");
    expect(en.dateTime("nonsense")).toBe("nonsense");
    expect(createAccountFormat("ar", "UTC").day("2026-06-15")).not.toBe("Jun 15, 2026");
  });

  it("picks the localized text", () => {
    expect(createAccountFormat("ar").text("Tea", { en: "Tea", ar: "شاي" })).toBe("شاي");
    expect(createAccountFormat("ar").text("Tea", null)).toBe("Tea");
    expect(createAccountFormat("ar").text("Tea", { en: "Tea" })).toBe("Tea");
  });
});

describe("calendar days", () => {
  it("go between the date picker's local dates and YYYY-MM-DD", () => {
    expect(toIsoDay(new Date(2026, 0, 5))).toBe("2026-01-05");
    expect(fromIsoDay("2026-01-05")?.getDate()).toBe(5);
    expect(fromIsoDay(undefined)).toBeUndefined();
    expect(fromIsoDay("05/01/2026")).toBeUndefined();
  });
});
