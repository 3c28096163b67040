import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, sessions } from "./db/schema";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { seedShop } from "./test/seed-helpers";

let ctx: TestContext;
let a: Awaited<ReturnType<typeof seedShop>>;
let b: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  ctx = await openTestContext();
  a = await seedShop(ctx.database.db, "alpha");
  b = await seedShop(ctx.database.db, "beta");
});
afterAll(() => ctx?.close());

describe("partner tokens and tenants", () => {
  it("needs the host's own partner token", async () => {
    const alpha = clientFor(ctx, a.tenant);
    expect((await alpha.get("/categories")).status).toBe(200);
    expect((await alpha.get("/categories", { bearer: null })).json.code).toBe("missing_partner_token");
    const crossed = await alpha.get("/products", { bearer: b.tenant.accessToken });
    expect(crossed.status).toBe(401);
    expect(crossed.json.code).toBe("invalid_partner_token");
    const unknown = clientFor(ctx, { slug: "nobody", accessToken: a.tenant.accessToken });
    expect((await unknown.get("/products")).status).toBe(401);
  });

  it("answers the partner lookup with or without the bearer", async () => {
    const alpha = clientFor(ctx, a.tenant);
    const open = await alpha.call("GET", "/snachoo/api/partner", { bearer: null });
    expect(open.json.data).toMatchObject({
      slug: "alpha",
      access_token: a.tenant.accessToken,
      pages: ["about", "terms"],
    });
    const unknown = clientFor(ctx, { slug: "nobody", accessToken: "x" });
    expect(
      (await unknown.call("GET", "/snachoo/api/partner", { bearer: null })).json.data.access_token,
    ).toBeNull();
    expect((await alpha.call("GET", "/snachoo/api/partner", { bearer: b.tenant.accessToken })).status).toBe(
      401,
    );
  });
});

describe("customers", () => {
  it("stores scrypt hashes and hashed tokens, and logout revokes the token", async () => {
    const alpha = clientFor(ctx, a.tenant);
    const [row] = await ctx.database.db.select().from(customers).where(eq(customers.id, a.demo.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    const token = await alpha.login();
    const stored = await ctx.database.db.select().from(sessions).where(eq(sessions.customerId, a.demo.id));
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
    expect((await alpha.get("/account/profile", { token })).json.data.email).toBe("demo@example.com");
    expect((await alpha.get("/logout", { token })).status).toBe(200);
    const after = await alpha.get("/account/profile", { token });
    expect(after.status).toBe(401);
    expect(after.json.code).toBe("invalid_customer_token");
  });

  it("rejects a customer token on another tenant", async () => {
    const token = await clientFor(ctx, a.tenant).login();
    const beta = clientFor(ctx, b.tenant);
    expect((await beta.get("/get_cart_list", { token })).status).toBe(401);
  });

  it("logs in by phone, signs up and logs in as guest", async () => {
    const alpha = clientFor(ctx, a.tenant);
    const phone = await alpha.post("/login", {
      phone: "500000001",
      country_code: "+966",
      password: "demo12345",
    });
    expect(phone.json.data).toMatchObject({ name: "Omar", email: "", phone: "500000001" });
    const signup = await alpha.post("/signup", {
      name: "Lina",
      email: "lina@example.com",
      password: "longpassword",
    });
    expect(signup.status).toBe(201);
    expect(
      (await alpha.post("/signup", { name: "Lina", email: "LINA@example.com", password: "longpassword" }))
        .json.code,
    ).toBe("email_taken");
    expect(
      (await alpha.post("/signup", { name: "X", email: "x@example.com", password: "short" })).json.issues[0]
        .path,
    ).toBe("body.password");
    const guest = await alpha.post("/guest_login", {});
    expect(guest.json.data.is_guest).toBe(true);
  });

  it("resets a password with the mailed token and revokes sessions", async () => {
    const alpha = clientFor(ctx, a.tenant);
    const token = await alpha.login("lina@example.com", "longpassword");
    const forgot = await alpha.post("/forgot_password", { email: "lina@example.com" });
    const unknown = await alpha.post("/forgot_password", { email: "nobody@example.com" });
    expect(forgot.json.msg).toBe(unknown.json.msg);
    const mail = ctx.mails.find((m) => m.to === "lina@example.com");
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    expect(resetToken).toBeTruthy();
    expect(
      (await alpha.post("/reset_password", { token: resetToken, password: "brand-new-pass" })).status,
    ).toBe(200);
    expect(
      (await alpha.post("/reset_password", { token: resetToken, password: "brand-new-pass" })).json.code,
    ).toBe("invalid_reset_token");
    expect((await alpha.get("/account/profile", { token })).status).toBe(401);
    await alpha.login("lina@example.com", "brand-new-pass");
  });

  it("slows failed logins down per account and address with a clear 429 (auth-abuse.test.ts has the rest)", async () => {
    const alpha = clientFor(ctx, a.tenant);
    const attempt = (ip: string, email = "demo@example.com", password = "wrong-password") =>
      alpha.call("POST", "/ecommerce/api/snachoo/login", {
        body: { email, password },
        headers: { "x-forwarded-for": ip },
      });
    // The owner logged in from 10.1.3.1 before: an address of theirs.
    expect((await attempt("10.1.3.1", "demo@example.com", "demo12345")).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt("10.1.1.1")).status).toBe(401);
    const waiting = await attempt("10.1.1.1", "demo@example.com", "demo12345");
    expect(waiting.status).toBe(429);
    expect(waiting.json.code).toBe("too_many_attempts");
    expect(Number(waiting.headers.get("retry-after"))).toBeGreaterThan(0);
    // Failures from other addresses do not lock the owner out of an address they logged in from.
    for (let i = 0; i < 5; i++) expect((await attempt(`10.1.2.${i}`)).status).toBe(401);
    expect((await attempt("10.1.3.1", "demo@example.com", "demo12345")).status).toBe(200);
  });
});
