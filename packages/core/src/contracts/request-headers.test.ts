import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as common from "./api/common.js";
import * as restaurant from "./api/restaurant.js";
import * as staff from "./api/staff.js";
import { DEVICE_HEADER, IDEMPOTENCY_HEADER, STAFF_KEY_HEADER } from "./request-headers.js";

describe("the request headers' zod-free names", () => {
  it("are the names the contracts export, which the API server reads", () => {
    expect(common.IDEMPOTENCY_HEADER).toBe(IDEMPOTENCY_HEADER);
    expect(restaurant.DEVICE_HEADER).toBe(DEVICE_HEADER);
    expect(staff.STAFF_KEY_HEADER).toBe(STAFF_KEY_HEADER);
    expect([IDEMPOTENCY_HEADER, DEVICE_HEADER, STAFF_KEY_HEADER]).toEqual([
      "Idempotency-Key",
      "X-Device-Id",
      "X-Staff-Key",
    ]);
  });

  it("load without zod (a checkout's button and a kiosk's order send them in the first load)", () => {
    const source = readFileSync(new URL("./request-headers.ts", import.meta.url), "utf8");
    expect(source).not.toMatch(/^import /m);
  });
});
