import { describe, expect, it } from "vitest";
import { BANNER_IMAGE, responsiveImageSources } from "./responsive-image.js";

describe("responsiveImageSources", () => {
  it("offers every width cropped to the ratio, the third as the fallback", () => {
    expect(responsiveImageSources("/images/banners/1.svg", BANNER_IMAGE)).toEqual({
      src: "/images/banners/1.svg?tr=w-1024,h-341",
      srcSet:
        "/images/banners/1.svg?tr=w-480,h-160 480w, /images/banners/1.svg?tr=w-768,h-256 768w, " +
        "/images/banners/1.svg?tr=w-1024,h-341 1024w, /images/banners/1.svg?tr=w-1280,h-427 1280w, " +
        "/images/banners/1.svg?tr=w-1600,h-533 1600w",
      width: 1024,
      height: 341,
    });
  });
  it("falls back to the last width when there are fewer than three", () => {
    expect(responsiveImageSources("a.png", { ratio: 1, widths: [48, 96] })).toMatchObject({
      src: "/images/a.png?tr=w-96,h-96",
      width: 96,
      height: 96,
    });
  });
  it("asks every candidate in the reader's locale", () => {
    const sources = responsiveImageSources("/images/products/7.svg", {
      ratio: 1,
      widths: [64, 128],
      locale: "ar",
    });
    expect(sources?.srcSet).toBe(
      "/images/products/7.svg?tr=w-64,h-64&lang=ar 64w, /images/products/7.svg?tr=w-128,h-128&lang=ar 128w",
    );
  });
  it("is null for an unusable path or no widths", () => {
    expect(responsiveImageSources("javascript:alert(1)", BANNER_IMAGE)).toBeNull();
    expect(responsiveImageSources(null, BANNER_IMAGE)).toBeNull();
    expect(responsiveImageSources("/a.png", { ratio: 1, widths: [] })).toBeNull();
  });
});
