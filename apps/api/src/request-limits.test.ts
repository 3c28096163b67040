// Requests a stranger can loop without an account are limited per client address, in the
// database (every instance shares the counts): sign-ups, coupon and voucher code checks, reset
// requests and reset tokens tried, social logins. Each one was unlimited before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_LIMITS } from "./services/address-limits";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { seedShop } from "./test/seed-helpers";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  ctx = await openTestContext({ socialVerifier: async () => null });
  shop = await seedShop(ctx.database.db, "limits");
});
afterAll(() => ctx?.close());

const api = () => clientFor(ctx, shop.tenant);
const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });

/** Sends `count` requests from one address and answers their statuses. */
async function statuses(count: number, send: (i: number) => Promise<{ status: number }>) {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((await send(i)).status);
  return out;
}

const times = (n: number, status: number) => Array.from({ length: n }, () => status);

describe("per-address limits", () => {
  it("limit sign-ups, not only their taken answers", async () => {
    const { max } = REQUEST_LIMITS.signups;
    const answers = await statuses(max + 2, (i) =>
      api().post(
        "/signup",
        { name: "Bulk", email: `bulk-${i}@example.com`, password: "bulk-password" },
        from("10.50.0.1"),
      ),
    );
    expect(answers).toEqual([...times(max, 201), 429, 429]);
    const elsewhere = await api().post(
      "/signup",
      { name: "Other", email: "bulk-other@example.com", password: "bulk-password" },
      from("10.50.0.2"),
    );
    expect(elsewhere.status).toBe(201);
  });

  it("limit coupon codes that do not exist; past the limit every check from the address waits", async () => {
    const { max } = REQUEST_LIMITS.unknownCodes;
    const guesses = await statuses(max + 1, (i) =>
      api().post("/check_coupon", { code: `GUESS${i}` }, from("10.50.1.1")),
    );
    expect(guesses).toEqual([...times(max, 404), 429]);
    const real = await api().post("/check_coupon", { code: "WELCOME10" }, from("10.50.1.1"));
    expect(real.status).toBe(429);
    expect(Number(real.headers.get("retry-after"))).toBeGreaterThan(0);
    // Known codes are not counted: a shopper checking theirs again and again is never held up.
    const shopper = await statuses(max + 5, () =>
      api().post("/check_coupon", { code: "WELCOME10" }, from("10.50.1.2")),
    );
    expect(shopper).toEqual(times(max + 5, 200));
  });

  it("limit gift voucher codes that do not exist", async () => {
    const { max } = REQUEST_LIMITS.unknownCodes;
    const guesses = await statuses(max + 1, (i) =>
      api().get(`/booking/voucher_check?code=GIFT-${i}`, from("10.50.2.1")),
    );
    expect(guesses).toEqual([...times(max, 404), 429]);
  });

  it("limit reset e-mails asked for and reset tokens tried", async () => {
    const requests = REQUEST_LIMITS.resetRequests.max;
    const asked = await statuses(requests + 1, (i) =>
      api().post("/forgot_password", { email: `someone-${i}@example.com` }, from("10.50.3.1")),
    );
    expect(asked).toEqual([...times(requests, 200), 429]);
    const attempts = REQUEST_LIMITS.resetAttempts.max;
    const tried = await statuses(attempts + 1, (i) =>
      api().post(
        "/reset_password",
        { token: `guessed-token-${i}`.padEnd(43, "x"), password: "guessed-password" },
        from("10.50.3.2"),
      ),
    );
    expect(tried).toEqual([...times(attempts, 400), 429]);
  });

  it("limit social logins", async () => {
    const { max } = REQUEST_LIMITS.socialLogins;
    const tried = await statuses(max + 1, (i) =>
      api().post("/social_login", { provider: "google", access_token: `forged-${i}` }, from("10.50.4.1")),
    );
    expect(tried).toEqual([...times(max, 401), 429]);
  });
});
