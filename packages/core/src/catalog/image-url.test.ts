import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { imageTransformParam, imageUrl } from "./image-url.js";

describe("imageUrl", () => {
  it("adds the tr transformation parameter", () => {
    expect(imageUrl("/images/tea.jpg", { width: 300, height: 300, quality: 80 })).toBe(
      "/images/tea.jpg?tr=w-300,h-300,q-80",
    );
    expect(imageUrl("tea.jpg", { width: 120 })).toBe("/images/tea.jpg?tr=w-120");
    expect(imageUrl("https://cdn.example.com/a.png?v=2#x", { width: 10 })).toBe(
      "https://cdn.example.com/a.png?v=2&tr=w-10#x",
    );
    expect(imageUrl("tea.jpg", { width: 50, base: "https://cdn.example.com/img/" })).toBe(
      "https://cdn.example.com/img/tea.jpg?tr=w-50",
    );
  });
  it("names a locale other than the default, for pictures that draw text", () => {
    expect(imageUrl("/images/products/1.svg", { width: 300, locale: "ar" })).toBe(
      "/images/products/1.svg?tr=w-300&lang=ar",
    );
    expect(imageUrl("/images/products/1.svg", { width: 300, locale: "en" })).toBe(
      "/images/products/1.svg?tr=w-300",
    );
    expect(imageUrl("/a.svg#x", { width: Number.NaN, locale: "ar" })).toBe("/a.svg?lang=ar#x");
  });
  it("clamps and rounds the numbers", () => {
    expect(imageTransformParam({ width: 99999, height: 0.4, quality: 180.6 })).toBe("w-4000,h-1,q-100");
    expect(imageTransformParam({ width: Number.NaN })).toBe("");
    expect(imageUrl("/a.jpg", { width: Number.NaN })).toBe("/a.jpg");
  });
  it("refuses empty paths and foreign schemes", () => {
    for (const path of [
      "",
      "  ",
      null,
      undefined,
      "javascript:alert(1)",
      "data:image/png;base64,xx",
      "//evil.com/a.png",
      "/a b.png",
      '/a".png',
    ]) {
      expect(imageUrl(path, { width: 10 })).toBeNull();
    }
  });
  test.prop([fc.string(), fc.integer({ min: 1, max: 4000 })])("never yields a script URL", (path, width) => {
    const url = imageUrl(path, { width });
    if (url !== null) expect(url).toMatch(/^(https?:\/\/|\/(?!\/))/i);
  });
});
