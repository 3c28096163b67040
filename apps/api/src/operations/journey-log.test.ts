// What a shopper types or is sent never reaches the log (issue 41: reset tokens were printed).
// A whole journey — sign-up, login, a forgotten password, its reset, a cart, an order — runs with
// the log kept in memory at its most talkative level, then every line is searched for each secret.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientFor, openTestContext, type TestContext } from "../test/harness";
import { memoryLog } from "../test/memory-log";
import { productNamed, seedShop } from "../test/seed-helpers";

const log = memoryLog("debug");
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  ctx = await openTestContext({ logger: log.logger });
  shop = await seedShop(ctx.database.db, "journey");
});
afterAll(() => ctx?.close());

/** Any e-mail address, whoever's. */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+/;

describe("the log of a shopper's journey", () => {
  it("holds a line per request and none of the passwords, tokens, reset token or e-mail address", async () => {
    const api = clientFor(ctx, shop.tenant);
    const email = "journey.shopper@example.com";
    const first = "first-secret-password-1";
    const second = "second-secret-password-2";
    const secrets = [email, first, second, shop.tenant.accessToken];

    const signedUp = await api.post("/signup", { name: "Journey", email, password: first });
    expect(signedUp.status, signedUp.text).toBe(201);
    secrets.push(signedUp.json.data.token);
    secrets.push(await api.login(email, first));

    const forgot = await api.post("/forgot_password", { email });
    expect(forgot.status).toBe(200);
    const mail = ctx.mails.find((m) => m.to === email);
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    if (!resetToken) throw new Error("no reset mail");
    secrets.push(resetToken);
    const reset = await api.post("/reset_password", { token: resetToken, password: second });
    expect(reset.status, reset.text).toBe(200);

    const token = await api.login(email, second);
    secrets.push(token);
    const tea = String(productNamed(shop, "Tea").id);
    expect((await api.post("/update_cart", { product_id: tea, qty: 2 }, { token })).status).toBe(200);
    const order = await api.post(
      "/place_order",
      { delivery_method: "pickup", payment_method: "cod" },
      { token, headers: { "idempotency-key": "journey-order-1" } },
    );
    expect(order.status, order.text).toBe(201);

    const requests = log.entries().filter((entry) => entry.msg === "request");
    expect(requests.map((entry) => entry.route)).toEqual(
      expect.arrayContaining([
        "/ecommerce/api/snachoo/signup",
        "/ecommerce/api/snachoo/forgot_password",
        "/ecommerce/api/snachoo/reset_password",
        "/ecommerce/api/snachoo/place_order",
      ]),
    );
    const text = log.lines.join("");
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(EMAIL);
  });
});
