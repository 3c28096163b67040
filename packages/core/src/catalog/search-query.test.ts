import { describe, expect, it } from "vitest";
import { isSearchSubmitKey, readSearchQuery, searchParamsOf, searchPath } from "./search-query.js";

describe("search query", () => {
  it("uses key for text and key_word_id for a suggestion", () => {
    expect(searchParamsOf({ kind: "text", text: " tea " })).toEqual({ key: "tea" });
    expect(searchParamsOf({ kind: "suggestion", id: "42" })).toEqual({ key_word_id: "42" });
    expect(searchPath({ kind: "text", text: "green tea" })).toBe("/products?key=green%20tea");
    expect(searchPath({ kind: "text", text: "  " })).toBe("/products");
    expect(searchPath({ kind: "suggestion", id: "7" })).toBe("/products?key_word_id=7");
  });
  it("reads a search back, the suggestion winning", () => {
    expect(readSearchQuery({ key: "tea", key_word_id: "7" })).toEqual({ kind: "suggestion", id: "7" });
    expect(readSearchQuery({ key: "tea", key_word_id: "" })).toEqual({ kind: "text", text: "tea" });
    expect(readSearchQuery({ key_word_id: 9 })).toEqual({ kind: "suggestion", id: "9" });
    expect(readSearchQuery({ key: ["a", "b"] })).toEqual({ kind: "text", text: "a" });
    expect(readSearchQuery({ key: " " })).toBeNull();
  });
  it("submits on Enter (key code 13)", () => {
    expect(isSearchSubmitKey({ key: "Enter" })).toBe(true);
    expect(isSearchSubmitKey({ keyCode: 13 })).toBe(true);
    expect(isSearchSubmitKey({ key: "a", keyCode: 65 })).toBe(false);
  });
});
