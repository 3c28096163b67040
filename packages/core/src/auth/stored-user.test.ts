import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "../storage/storage.js";
import { clearStoredUser, isLoggedIn, readStoredUser, writeStoredUser } from "./stored-user.js";

const user = { id: "7", cust_name: "Sara", token: "t1", phone: "555", email: "" };

describe("stored user", () => {
  it("round-trips through storage and clears", () => {
    const storage = createMemoryStorage();
    expect(writeStoredUser(storage, user)).toBe(true);
    expect(readStoredUser(storage)).toEqual(user);
    clearStoredUser(storage);
    expect(readStoredUser(storage)).toBeNull();
  });
  it("reads a source-shaped record, and null for anything invalid", () => {
    const storage = createMemoryStorage({ user: JSON.stringify({ _id: 7, name: "Sara", token_: "t" }) });
    expect(readStoredUser(storage)).toMatchObject({ id: "7", cust_name: "Sara", token: "t" });
    for (const raw of [
      "{",
      "null",
      "[]",
      '{"id":"1"}',
      '{"__proto__":{"token":"x"},"id":"1","cust_name":"a"}',
    ]) {
      expect(readStoredUser(createMemoryStorage({ user: raw }))).toBeNull();
    }
  });
  it("knows who is logged in", () => {
    expect(isLoggedIn(user)).toBe(true);
    expect(isLoggedIn({ token: "" })).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
  });
});
