import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { AA_TEXT_CONTRAST, contrastRatio, inkOn, parseColor, readableTextOn, toHex } from "./contrast.js";

const rgb = fc.record({
  r: fc.integer({ min: 0, max: 255 }),
  g: fc.integer({ min: 0, max: 255 }),
  b: fc.integer({ min: 0, max: 255 }),
});

describe("parseColor", () => {
  it("reads hex, rgb() and hsl() colours, and nothing else", () => {
    expect(parseColor("#ca8a04")).toEqual({ r: 202, g: 138, b: 4 });
    expect(parseColor("#FFF")).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColor("#11223380")).toEqual({ r: 17, g: 34, b: 51 });
    expect(parseColor("rgb(1, 2, 3)")).toEqual({ r: 1, g: 2, b: 3 });
    expect(parseColor("rgba(10 20 30 / 50%)")).toEqual({ r: 10, g: 20, b: 30 });
    expect(parseColor("rgb(100% 0% 0%)")).toEqual({ r: 255, g: 0, b: 0 });
    expect(toHex(parseColor("hsl(120 100% 25%)")!)).toBe("#008000");
    expect(toHex(parseColor("hsla(0, 100%, 50%, 0.3)")!)).toBe("#ff0000");
    expect(toHex(parseColor("hsl(0.5turn 100% 50%)")!)).toBe("#00ffff");
    for (const other of ["red", "oklch(0.7 0.1 120)", "lab(50 20 30)", "#12", "rgb(1 2)", ""]) {
      expect(parseColor(other), other).toBeNull();
    }
  });
});

describe("contrastRatio", () => {
  it("gives WCAG's ratios: 21 for black on white, 1 for a colour on itself", () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(21, 5);
    expect(contrastRatio({ r: 202, g: 138, b: 4 }, { r: 202, g: 138, b: 4 })).toBe(1);
    // The demo partners' colours that failed axe: divine's gold and the park's green on white.
    expect(contrastRatio(parseColor("#ca8a04")!, parseColor("#ffffff")!)).toBeCloseTo(2.94, 2);
    expect(contrastRatio(parseColor("#16a34a")!, parseColor("#ffffff")!)).toBeCloseTo(3.3, 1);
  });
});

describe("readable text and ink", () => {
  test.prop([rgb])("the text chosen for any surface reads at AA", (surface) => {
    expect(contrastRatio(readableTextOn(surface), surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  test.prop([rgb, rgb])(
    "an ink moved for any page reads on it, and a readable one is kept",
    (color, page) => {
      const ink = inkOn(color, page);
      expect(contrastRatio(ink, page)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      if (contrastRatio(color, page) >= AA_TEXT_CONTRAST) expect(ink).toEqual(color);
    },
  );

  it("darkens divine's gold just enough on white, keeping its hue", () => {
    const gold = inkOn(parseColor("#ca8a04")!, parseColor("#ffffff")!);
    expect(contrastRatio(gold, parseColor("#ffffff")!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(gold, parseColor("#ffffff")!)).toBeLessThan(6);
    expect(gold.r).toBeGreaterThan(gold.g);
    expect(gold.g).toBeGreaterThan(gold.b);
  });
});
