import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { MAX_RECORD_ID, recordIdSchema } from "../contracts/api/common.js";
import { createMemoryStorage, type StorageLike } from "../storage/storage.js";
import {
  createRecentlyViewedStore,
  isStoredProductId,
  RECENTLY_VIEWED_MAX,
  readRecentlyViewed,
  readStoredIds,
} from "./recently-viewed-store.js";

const storeOf = (storage: StorageLike = createMemoryStorage(), businessId: string | number = 7) =>
  createRecentlyViewedStore({ storage, businessId });

describe("the recently viewed store", () => {
  it("keeps the newest first and a product once (viewing it again moves it first)", () => {
    const storage = createMemoryStorage();
    const viewed = storeOf(storage);
    for (const id of ["1", "2", "3", "2"]) viewed.add(id);
    expect(viewed.getSnapshot()).toEqual(["2", "3", "1"]);
    expect(JSON.parse(storage.getItem("recentlyViewed") ?? "")).toEqual({ 7: ["2", "3", "1"] });
    // A new store over the same storage reads the same list.
    expect(storeOf(storage).getSnapshot()).toEqual(["2", "3", "1"]);
  });

  it("keeps the last 12, dropping the oldest", () => {
    const viewed = storeOf();
    for (let id = 1; id <= 15; id++) viewed.add(String(id));
    expect(RECENTLY_VIEWED_MAX).toBe(12);
    expect(viewed.getSnapshot()).toEqual(["15", "14", "13", "12", "11", "10", "9", "8", "7", "6", "5", "4"]);
  });

  it("keeps each partner's list apart", () => {
    const storage = createMemoryStorage();
    const retail = storeOf(storage, 7);
    const market = storeOf(storage, "b-9");
    retail.add("1");
    market.add("40");
    retail.add("2");
    expect(readRecentlyViewed(storage, 7)).toEqual(["2", "1"]);
    expect(readRecentlyViewed(storage, "b-9")).toEqual(["40"]);
    market.clear();
    expect(readRecentlyViewed(storage, "b-9")).toEqual([]);
    expect(readRecentlyViewed(storage, 7)).toEqual(["2", "1"]);
  });

  it("tells its listeners, and keeps the same snapshot until a change", () => {
    const viewed = storeOf();
    let calls = 0;
    const stop = viewed.subscribe(() => calls++);
    const before = viewed.getSnapshot();
    expect(viewed.getSnapshot()).toBe(before);
    viewed.add("5");
    viewed.add("5");
    expect(calls).toBe(1);
    stop();
    viewed.add("6");
    expect(calls).toBe(1);
  });

  it.each([
    ["not JSON", "{oops"],
    ["a number", "42"],
    ["an array", '["1","2"]'],
    ["a list of objects", '{"7":[{"id":1}]}'],
    ["ids that are not record ids", '{"7":["1","<script>","-3","0"]}'],
    ["a string for the list", '{"7":"1,2,3"}'],
    ["a prototype key", '{"__proto__":{"7":["1"]}}'],
    ["a huge list", JSON.stringify({ 7: Array.from({ length: 5000 }, (_, i) => String(i + 1)) })],
    ["deep nesting", `{"7":${"[".repeat(50)}${"]".repeat(50)}}`],
  ])("reads corrupt or hostile storage (%s) as empty, and writes over it", (_, raw) => {
    const storage = createMemoryStorage({ recentlyViewed: raw });
    const viewed = storeOf(storage);
    expect(viewed.getSnapshot()).toEqual([]);
    viewed.add("3");
    expect(viewed.getSnapshot()).toEqual(["3"]);
    expect(readRecentlyViewed(storage, 7)).toEqual(["3"]);
    expect(({} as Record<string, unknown>)["7"]).toBeUndefined();
  });

  it("survives a storage that throws, and ignores an id that is not a record id", () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {},
    };
    const viewed = storeOf(broken);
    expect(viewed.getSnapshot()).toEqual([]);
    viewed.add("8");
    expect(viewed.getSnapshot()).toEqual(["8"]);
    viewed.add("../8");
    expect(viewed.getSnapshot()).toEqual(["8"]);
  });

  it("dedupes a stored list with repeats and caps a stored list past 12", () => {
    const stored = { 7: ["1", "2", "1", ...Array.from({ length: 20 }, (_, i) => String(i + 10))] };
    const storage = createMemoryStorage({ recentlyViewed: JSON.stringify(stored) });
    const ids = readRecentlyViewed(storage, 7);
    expect(ids.slice(0, 3)).toEqual(["1", "2", "10"]);
    expect(ids).toHaveLength(12);
  });
});

describe("the recently viewed reader", () => {
  const schema = z.array(recordIdSchema).check(z.maxLength(RECENTLY_VIEWED_MAX * 4));
  const samples: unknown[] = [
    "1",
    "12",
    "0",
    "01",
    "-1",
    "1.5",
    "1e3",
    " 1",
    "1 ",
    "2147483647",
    "2147483648",
    "9999999999",
    "99999999999",
    "",
    "abc",
    1,
    12,
    null,
    undefined,
    true,
    {},
    [],
    ["1"],
    "١٢",
  ];
  it("reads an id exactly as the contracts' zod schema does", () => {
    expect(MAX_RECORD_ID).toBe(2_147_483_647);
    for (const value of samples) {
      expect(isStoredProductId(value), String(value)).toBe(recordIdSchema.safeParse(value).success);
    }
  });
  it("reads a list exactly as z.array(recordIdSchema) with its cap does", () => {
    const lists: unknown[] = [
      ...samples.map((value) => [value]),
      ["1", "2", "3"],
      ["1", 2],
      Array.from({ length: 48 }, (_, i) => String(i + 1)),
      Array.from({ length: 49 }, (_, i) => String(i + 1)),
      "1,2",
      { 0: "1", length: 1 },
      null,
    ];
    for (const list of lists) {
      const parsed = schema.safeParse(list);
      expect(readStoredIds(list), JSON.stringify(list)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
