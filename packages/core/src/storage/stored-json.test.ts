import { describe, expect, it } from "vitest";
import { createMemoryStorage, readRaw, removeRaw, type StorageLike, writeRaw } from "./storage.js";
import { readStoredJson, writeStoredJson } from "./stored-json.js";

const brokenStorage: StorageLike = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

describe("memory storage", () => {
  it("stores, reads and removes strings, one map per instance", () => {
    const a = createMemoryStorage({ k: "v" });
    const b = createMemoryStorage();
    expect(a.getItem("k")).toBe("v");
    expect(b.getItem("k")).toBeNull();
    a.setItem("x", "1");
    a.removeItem("k");
    expect(a.getItem("k")).toBeNull();
    expect(a.getItem("x")).toBe("1");
  });
});

describe("raw access", () => {
  it("never throws from a storage that throws", () => {
    expect(readRaw(brokenStorage, "k")).toBeNull();
    expect(writeRaw(brokenStorage, "k", "v")).toBe(false);
    expect(removeRaw(brokenStorage, "k")).toBe(false);
  });
  it("ignores non-string values from a hostile storage", () => {
    const weird = { ...createMemoryStorage(), getItem: () => 42 as unknown as string };
    expect(readRaw(weird, "k")).toBeNull();
  });
});

describe("readStoredJson / writeStoredJson", () => {
  it("round-trips a value", () => {
    const storage = createMemoryStorage();
    expect(writeStoredJson(storage, "k", { a: [1, 2] })).toBe(true);
    expect(readStoredJson(storage, "k")).toEqual({ a: [1, 2] });
  });
  it("gives undefined for a missing key or invalid JSON", () => {
    const storage = createMemoryStorage({ bad: "{nope" });
    expect(readStoredJson(storage, "missing")).toBeUndefined();
    expect(readStoredJson(storage, "bad")).toBeUndefined();
  });
  it("reports unserialisable values and failing storage instead of throwing", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeStoredJson(createMemoryStorage(), "k", cyclic)).toBe(false);
    expect(writeStoredJson(createMemoryStorage(), "k", undefined)).toBe(false);
    expect(writeStoredJson(brokenStorage, "k", 1)).toBe(false);
  });
});
