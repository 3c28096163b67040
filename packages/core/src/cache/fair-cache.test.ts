import { describe, expect, it } from "vitest";
import { FairCache } from "./fair-cache";

describe("FairCache", () => {
  it("evicts the least recently used entry of the owner holding the most bytes", () => {
    const cache = new FairCache<string>(100);
    cache.set("small", "a", "a", 20);
    cache.set("big", "1", "1", 30);
    cache.set("big", "2", "2", 30);
    cache.get("big", "1");
    // 110 bytes: "big" holds 60 and gives up its oldest, "2" (read longer ago than "1").
    cache.set("big", "3", "3", 30);
    expect(cache.get("big", "2")).toBeUndefined();
    expect(cache.get("big", "1")).toBe("1");
    expect(cache.get("small", "a")).toBe("a");
    expect(cache.bytes).toBe(80);
  });

  it("lets a flood of one owner never push out another", () => {
    const cache = new FairCache<number>(1_000);
    for (let i = 0; i < 5; i++) cache.set("quiet", `k${i}`, i, 50);
    for (let i = 0; i < 10_000; i++) cache.set("flood", `q${i}`, i, 10);
    for (let i = 0; i < 5; i++) expect(cache.get("quiet", `k${i}`)).toBe(i);
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.bytesOf("flood")).toBeLessThanOrEqual(750);
  });

  it("lets one owner alone use the whole budget, and accounts replacements and resizes", () => {
    const cache = new FairCache<string>(100);
    cache.set("only", "a", "x", 60);
    cache.set("only", "a", "y", 40);
    expect(cache.bytes).toBe(40);
    cache.set("only", "b", "z", 60);
    expect(cache.bytes).toBe(100);
    cache.resize("only", "b", 70);
    expect(cache.get("only", "a")).toBeUndefined();
    expect(cache.bytes).toBe(70);
    expect(cache.delete("only", "b")).toBe(true);
    expect(cache.bytes).toBe(0);
  });
});
