/** The settings: defaults for an empty environment, and a start that stops naming what is wrong. */
import { describe, expect, it } from "vitest";
import { readSettings } from "./settings";

describe("the storefront server's settings", () => {
  it("has a default for every setting but the build folder", () => {
    expect(readSettings({})).toEqual({
      HOST: "127.0.0.1",
      PORT: 3000,
      STOREFRONT_API_URL: "http://127.0.0.1:3001",
      STOREFRONT_PROXY_API: "1",
      STOREFRONT_SSR: "1",
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      SHUTDOWN_TIMEOUT_MS: 10_000,
      READY_TIMEOUT_MS: 1_000,
    });
  });

  it("reads numbers and levels from their strings", () => {
    const settings = readSettings({
      LOG_LEVEL: "warn",
      SHUTDOWN_TIMEOUT_MS: "2500",
      READY_TIMEOUT_MS: "300",
    });
    expect(settings).toMatchObject({ LOG_LEVEL: "warn", SHUTDOWN_TIMEOUT_MS: 2500, READY_TIMEOUT_MS: 300 });
  });

  it.each([
    ["LOG_LEVEL", "verbose"],
    ["SHUTDOWN_TIMEOUT_MS", "ten seconds"],
    ["READY_TIMEOUT_MS", "0"],
    ["PORT", "70000"],
    ["STOREFRONT_API_URL", "ftp://api.example.com"],
  ])("stops on %s=%s with a message naming it", (name, value) => {
    expect(() => readSettings({ [name]: value })).toThrow(new RegExp(`settings are wrong:\\n  ${name}: `));
  });

  it("names every wrong setting at once, and no right one", () => {
    let message = "";
    try {
      readSettings({ LOG_LEVEL: "loud", READY_TIMEOUT_MS: "-1", PORT: "3000" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/LOG_LEVEL: /);
    expect(message).toMatch(/READY_TIMEOUT_MS: /);
    expect(message).not.toMatch(/PORT/);
  });
});
