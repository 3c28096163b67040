import { describe, expect, it } from "vitest";
import { correctedKey, similarity } from "./corrected-key";

describe("correctedKey", () => {
  it("corrects each typed word to the nearest word of the match's name", () => {
    expect(correctedKey(["smrt", "watch"], ["smart", "watch", "pro"])).toBe("smart watch");
    expect(correctedKey(["tomatos"], ["fresh", "tomatoes"])).toBe("tomatoes");
  });

  it("keeps a word nothing is close to, and says null when nothing changed", () => {
    expect(correctedKey(["watch", "xyz"], ["smart", "watch"])).toBeNull();
    expect(correctedKey(["ساعه", "ذكيه"], ["ساعه", "ذكيه"])).toBeNull();
  });

  it("measures similarity as pg_trgm does", () => {
    expect(similarity("smart", "smart")).toBe(1);
    expect(similarity("abc", "xyz")).toBe(0);
    // pg_trgm: similarity('word', 'two words') = 0.36363637 — the same trigram sets per word.
    expect(similarity("word", "words")).toBeCloseTo(4 / 7, 5);
  });
});
