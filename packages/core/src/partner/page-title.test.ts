import { describe, expect, it } from "vitest";
import { pageTitle } from "./page-title.js";

const base = { brand: "Demo Shop", siteUrl: "retail.example.com" };

describe("pageTitle", () => {
  it("uses the brand when there is no title", () => {
    expect(pageTitle({ ...base })).toBe("Demo Shop");
    expect(pageTitle({ ...base, title: "  " })).toBe("Demo Shop");
    expect(pageTitle({ ...base, title: null, variant: "partner" })).toBe("Demo Shop Partner");
  });
  it("gives a title containing the site url the partner suffix", () => {
    expect(pageTitle({ ...base, title: "Welcome to Retail.Example.com" })).toBe(
      "Welcome to Retail.Example.com - Partner",
    );
  });
  it("otherwise writes title | brand, the variant changing the suffix", () => {
    expect(pageTitle({ ...base, title: "Cart" })).toBe("Cart | Demo Shop");
    expect(pageTitle({ ...base, title: "Cart", variant: "partner" })).toBe("Cart | Demo Shop Partner");
    expect(pageTitle({ brand: "B", siteUrl: "", title: "Cart" })).toBe("Cart | B");
  });
});
