import { describe, expect, it } from "vitest";
import { createAccountFormat } from "./format";

describe("createAccountFormat", () => {
  it("formats dates in the locale, and calendar days without a time-zone shift", () => {
    const en = createAccountFormat("en", "Asia/Riyadh");
    expect(en.date("2026-06-15T22:30:00Z")).toBe("Jun 16, 2026");
    expect(en.day("2026-06-15")).toBe("Jun 15, 2026");
    expect(en.day("not a day")).toBe("not a day");
    expect(en.dateTime("nonsense")).toBe("nonsense");
    expect(createAccountFormat("ar", "UTC").day("2026-06-15")).not.toBe("Jun 15, 2026");
  });
});
