import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { MAX_SLUG_LENGTH, productSlug } from "./slug.js";

describe("productSlug", () => {
  it("lowercases and replaces special characters with hyphens", () => {
    expect(productSlug("Green Tea (500g) - Premium!")).toBe("green-tea-500g-premium");
    expect(productSlug("  --Hello__World--  ")).toBe("hello-world");
    expect(productSlug("A & B / C")).toBe("a-b-c");
  });

  it("keeps Arabic letters and drops marks and accents", () => {
    expect(productSlug("شاي أخضر")).toBe("شاي-اخضر");
    expect(productSlug("شَايٌ")).toBe("شاي");
    expect(productSlug("Café Crème")).toBe("cafe-creme");
    expect(productSlug("ﬁne")).toBe("fine");
  });

  it("may be empty", () => {
    expect(productSlug("!!!")).toBe("");
    expect(productSlug("")).toBe("");
  });

  const slugShape = /^(?:[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)?$/u;

  test.prop([fc.string({ unit: "grapheme", maxLength: 60 })])(
    "yields letters and digits joined by single hyphens, lowercase, idempotent",
    (name) => {
      const slug = productSlug(name);
      expect(slug).toMatch(slugShape);
      expect(slug).toBe(slug.toLowerCase());
      expect(productSlug(slug)).toBe(slug);
      expect(Array.from(slug).length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    },
  );

  test.prop([fc.string({ unit: "grapheme-ascii", maxLength: 300 })])("caps long names", (name) => {
    expect(Array.from(productSlug(name)).length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
  });
});
