import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { localizedText } from "./localized-text.js";

describe("localizedText", () => {
  it("picks the locale's translation, else the plain text", () => {
    const names = { en: "Tea", ar: "شاي" };
    expect(localizedText("Tea", names, "ar")).toBe("شاي");
    expect(localizedText("Tea", names, "en")).toBe("Tea");
    expect(localizedText("Tea", { en: "Tea" }, "ar")).toBe("Tea");
  });

  it("ignores blank, missing and malformed translations", () => {
    expect(localizedText("Tea", { ar: "  " }, "ar")).toBe("Tea");
    expect(localizedText("Tea", null, "ar")).toBe("Tea");
    expect(localizedText("Tea", "شاي", "ar")).toBe("Tea");
    expect(localizedText("Tea", { ar: 7 }, "ar")).toBe("Tea");
    expect(localizedText(null, undefined, "ar")).toBe("");
  });

  it("never reads a translation from the prototype chain", () => {
    expect(localizedText("Tea", Object.create({ ar: "شاي" }), "ar")).toBe("Tea");
  });

  test.prop([fc.string(), fc.string({ minLength: 1 }).filter((s) => s.trim() !== "")])(
    "a non-blank translation always wins",
    (plain, translated) => {
      expect(localizedText(plain, { ar: translated }, "ar")).toBe(translated);
    },
  );
});
