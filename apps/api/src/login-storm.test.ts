// Capacity under a login storm: password hashing is bounded (a short queue ordered by priority,
// refused past its cap), so a real customer's login is answered quickly while 200 failed logins
// run. Before the bound, the real login queued behind every failed one (9.5–11.5 s in the probe).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientFor, openTestContext, type TestContext, tallyStatuses } from "./test/harness";
import { seedShop } from "./test/seed-helpers";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  ctx = await openTestContext();
  shop = await seedShop(ctx.database.db, "storm");
});
afterAll(() => ctx?.close());

/**
 * The promise is a second; on a quiet machine it takes 0.15–0.4 s. The test allows 4 s, room for a
 * loaded 2-core machine running the other test files, and still far from the 13–15 s it took
 * before the bound.
 */
const REAL_LOGIN_BOUND_MS = 4_000;

describe("a login storm", () => {
  it("leaves a real customer's login fast: 200 failed logins running, the owner is answered in time", async () => {
    const api = clientFor(ctx, shop.tenant);
    const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });
    // 200 failed logins from 4 addresses, each at an e-mail of its own, so no per-account delay
    // stops them before their hash: only the hash queue stands between them and the CPU.
    let checking: () => void = () => {};
    const firstCheck = new Promise<void>((resolve) => {
      checking = resolve;
    });
    const storm = Array.from({ length: 200 }, (_, i) =>
      api
        .post(
          "/login",
          { email: `nobody-${i}@storm.example`, password: "wrong-password" },
          from(`10.80.0.${i % 4}`),
        )
        .then((answer) => {
          if (answer.status === 401) checking();
          return answer;
        }),
    );
    // The real customer comes once the storm's passwords are being checked.
    await firstCheck;
    const started = performance.now();
    const real = await api.post(
      "/login",
      { email: "demo@example.com", password: "demo12345" },
      from("10.80.1.1"),
    );
    const realMs = performance.now() - started;
    const answers = await Promise.all(storm);
    const stormMs = performance.now() - started;
    const tally = tallyStatuses(answers);
    console.log(
      `Login storm: a real login answered ${real.status} in ${realMs.toFixed(0)} ms while 200 failed logins ran (${Object.entries(
        tally,
      )
        .map(([status, n]) => `${n}×${status}`)
        .join(", ")}; the storm ended after ${stormMs.toFixed(0)} ms)`,
    );
    expect(real.status).toBe(200);
    expect(realMs).toBeLessThan(REAL_LOGIN_BOUND_MS);
    // The storm got its answers too: checked and refused (401), or refused cheaply for now (503).
    expect((tally[401] ?? 0) + (tally[503] ?? 0)).toBe(200);
    for (const busy of answers.filter((answer) => answer.status === 503)) {
      expect(busy.json.code).toBe("server_busy");
      expect(busy.headers.get("retry-after")).toBe("1");
    }
  }, 120_000);
});
