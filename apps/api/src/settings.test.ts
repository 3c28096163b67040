import { describe, expect, it } from "vitest";
import { readSettings } from "./settings";

describe("the API's settings", () => {
  it("has a default for everything but the database", () => {
    expect(readSettings({})).toEqual({
      HOST: "127.0.0.1",
      PORT: 3001,
      DATABASE_URL: undefined,
      DATA_DIR: undefined,
      PG_POOL_SIZE: 10,
      TRUST_PROXY_HOPS: 0,
      STOREFRONT_PORT: 3000,
      LOG_LEVEL: "info",
      SEED_DEMO: false,
      SEED_STAFF_KEY: undefined,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      NODE_ENV: "production",
    });
  });

  it("reads each setting from its text", () => {
    const settings = readSettings({
      HOST: "0.0.0.0",
      PORT: "47101",
      DATABASE_URL: "postgres://postgres@127.0.0.1:55432/shop",
      PG_POOL_SIZE: "25",
      TRUST_PROXY_HOPS: "2",
      STOREFRONT_PORT: "47100",
      LOG_LEVEL: "silent",
      SEED_DEMO: "1",
      SHUTDOWN_TIMEOUT_MS: "2500",
      NODE_ENV: "development",
    });
    expect(settings).toMatchObject({
      HOST: "0.0.0.0",
      PORT: 47101,
      DATABASE_URL: "postgres://postgres@127.0.0.1:55432/shop",
      PG_POOL_SIZE: 25,
      TRUST_PROXY_HOPS: 2,
      STOREFRONT_PORT: 47100,
      LOG_LEVEL: "silent",
      SEED_DEMO: true,
      SHUTDOWN_TIMEOUT_MS: 2500,
      NODE_ENV: "development",
    });
  });

  it("takes a seeded staff key only with the demo seed, and only a long sk_ key", () => {
    const key = "restaurant:sk_e2e_0123456789abcdef0123456789abcdef";
    expect(readSettings({ SEED_DEMO: "1", SEED_STAFF_KEY: key }).SEED_STAFF_KEY).toBe(key);
    expect(() => readSettings({ SEED_STAFF_KEY: key })).toThrow(/SEED_STAFF_KEY: only with SEED_DEMO=1/);
    expect(() => readSettings({ SEED_DEMO: "1", SEED_STAFF_KEY: "restaurant:sk_short" })).toThrow(
      /SEED_STAFF_KEY/,
    );
  });

  it("takes an empty DATABASE_URL for none, as before (the embedded database)", () => {
    expect(readSettings({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names every wrong setting at once", () => {
    let message = "";
    try {
      readSettings({
        PORT: "eighty",
        PG_POOL_SIZE: "0",
        TRUST_PROXY_HOPS: "-1",
        LOG_LEVEL: "loud",
        SEED_DEMO: "yes",
        DATABASE_URL: "mysql://localhost/shop",
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [
      "PORT",
      "PG_POOL_SIZE",
      "TRUST_PROXY_HOPS",
      "LOG_LEVEL",
      "SEED_DEMO",
      "DATABASE_URL",
    ]) {
      expect(message).toMatch(new RegExp(`^  ${name}: `, "m"));
    }
    expect(message).toContain("TRUST_PROXY_HOPS must be a whole number from 0 to 10");
    expect(message).not.toMatch(/^ {2}HOST: /m);
  });

  it("refuses the old TRUST_PROXY, which trusted a header the client writes", () => {
    expect(() => readSettings({ TRUST_PROXY: "1" })).toThrow(/TRUST_PROXY: is gone: set TRUST_PROXY_HOPS/);
    expect(readSettings({ TRUST_PROXY: "1", TRUST_PROXY_HOPS: "1" }).TRUST_PROXY_HOPS).toBe(1);
  });
});
