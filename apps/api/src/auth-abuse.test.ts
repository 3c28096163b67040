// Issue 17, "Known defects": the login rate limit under concurrency, lock-out by strangers,
// social login take-over, guest and sign-up abuse, weak passwords, e-mail change without the
// password. Each test failed on the code before the fix.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { customers, loginThrottles } from "./db/schema";
import type { VerifiedSocialIdentity } from "./services/social-login";
import { clientFor, openTestContext, type TestContext, tallyStatuses } from "./test/harness";
import { seedShop } from "./test/seed-helpers";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof seedShop>>;
// The provider's answers, by access token: what a real verifier would get from Google or Facebook.
const providerTokens = new Map<string, VerifiedSocialIdentity>();

beforeAll(async () => {
  ctx = await openTestContext({
    socialVerifier: async (_provider, token) => providerTokens.get(token) ?? null,
  });
  shop = await seedShop(ctx.database.db, "abuse");
});
afterAll(() => ctx?.close());

const api = () => clientFor(ctx, shop.tenant);
const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });

describe("login throttle", () => {
  it("counts before verifying: 100 simultaneous guesses get at most 5 password checks", async () => {
    const signup = { name: "Guessed", email: "guessed@example.com", password: "guessed-password" };
    expect((await api().post("/signup", signup, from("10.20.0.100"))).status).toBe(201);
    const guesses = Array.from({ length: 100 }, (_, i) =>
      api().post("/login", { email: "guessed@example.com", password: `guess-${i}` }, from("10.20.0.1")),
    );
    // The right password among them, sent last: it must not get through either.
    guesses.push(
      api().post("/login", { email: "guessed@example.com", password: "guessed-password" }, from("10.20.0.1")),
    );
    const counts = tallyStatuses(await Promise.all(guesses));
    expect(counts[200] ?? 0).toBe(0);
    expect(counts[401]).toBeLessThanOrEqual(5);
    // Refused unchecked: delayed (429), or turned away by the busy hash queue first (503).
    expect((counts[429] ?? 0) + (counts[503] ?? 0)).toBeGreaterThanOrEqual(96);
  });

  it("counts the e-mail and the phone of one account together", async () => {
    const ip = "10.20.0.2";
    for (let i = 0; i < 3; i++) {
      expect(
        (await api().post("/login", { email: "demo@example.com", password: `x-${i}` }, from(ip))).status,
      ).toBe(401);
    }
    for (let i = 0; i < 2; i++) {
      const byPhone = await api().post("/login", { phone: "500000000", password: `y-${i}` }, from(ip));
      expect(byPhone.status).toBe(401);
    }
    const sixth = await api().post(
      "/login",
      { phone: "500000000", country_code: "966", password: "z" },
      from(ip),
    );
    expect(sixth.status).toBe(429);
    expect(sixth.json.code).toBe("too_many_attempts");
  });

  it("slows the guesser down progressively; the owner elsewhere logs in at once", async () => {
    const ip = "10.20.0.3";
    for (let i = 0; i < 5; i++)
      await api().post("/login", { phone: "500000001", password: `no-${i}` }, from(ip));
    const waiting = await api().post("/login", { phone: "500000001", password: "demo12345" }, from(ip));
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get("retry-after"))).toBe(1);
    // Hammering inside the delay is refused without lengthening it.
    for (let i = 0; i < 5; i++)
      await api().post("/login", { phone: "500000001", password: "again" }, from(ip));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await api().post("/login", { phone: "500000001", password: "no-6" }, from(ip))).status).toBe(401);
    const longer = await api().post("/login", { phone: "500000001", password: "no-7" }, from(ip));
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get("retry-after"))).toBe(2);
    // The owner, from their own address, is not locked out by the stranger.
    const owner = await api().post(
      "/login",
      { phone: "500000001", password: "demo12345" },
      from("10.20.9.9"),
    );
    expect(owner.status).toBe(200);
  });

  it("holds an account's limit across addresses: 100 guesses from 20 addresses, about 10 checked", async () => {
    const owner = { email: "spread@example.com", password: "spread-password" };
    expect((await api().post("/signup", { name: "Spread", ...owner }, from("10.21.9.1"))).status).toBe(201);
    // The owner logged in from their address before the attack.
    expect((await api().post("/login", owner, from("10.21.9.1"))).status).toBe(200);
    // 5 rounds of one guess from each of 20 addresses: 5 per address, within what one address
    // may try on one account.
    const guesses = [];
    for (let round = 0; round < 5; round++) {
      guesses.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            api().post(
              "/login",
              { email: owner.email, password: `guess-${round}-${i}` },
              from(`10.21.0.${i}`),
            ),
          ),
        )),
      );
    }
    const counts = tallyStatuses(guesses);
    // 10 checked, and one more each time a delay (1 s, then 2 s) runs out while the rounds go on.
    expect(counts[401]).toBeLessThanOrEqual(12);
    expect(counts[429]).toBeGreaterThanOrEqual(88);
    const delays = guesses.filter((g) => g.status === 429).map((g) => Number(g.headers.get("retry-after")));
    expect(Math.max(...delays)).toBeLessThanOrEqual(60);
    // The owner, from an address they logged in from, is not held up at all…
    expect((await api().post("/login", owner, from("10.21.9.1"))).status).toBe(200);
    // …and from a new one waits a short delay, never a lock-out.
    const elsewhere = await api().post("/login", owner, from("10.21.9.2"));
    if (elsewhere.status === 429)
      expect(Number(elsewhere.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    else expect(elsewhere.status).toBe(200);
  });

  it("lets many people behind one address log in after others' failures", async () => {
    const nat = "10.20.0.4";
    for (let i = 0; i < 30; i++)
      await api().post("/login", { email: `nobody${i}@example.com`, password: "wrong-pass" }, from(nat));
    const owner = await api().post("/login", { email: "demo@example.com", password: "demo12345" }, from(nat));
    expect(owner.status).toBe(200);
  });

  it("forgets an account's delays once its owner logs in", async () => {
    const ip = "10.20.0.5";
    await api().post("/login", { email: "demo@example.com", password: "typo-typo" }, from(ip));
    expect(
      (await api().post("/login", { email: "demo@example.com", password: "demo12345" }, from(ip))).status,
    ).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(loginThrottles)
      .where(eq(loginThrottles.bucket, `login:account:${shop.tenant.id}:c:${shop.demo.id}:${ip}`));
    expect(rows).toEqual([]);
  });

  it("throttles guesses of the current password like logins", async () => {
    const ip = "10.20.0.6";
    const token = await api().login();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api().post(
          "/account/change_password",
          { current_password: `wrong-${i}`, new_password: "another-pass-1" },
          { token, ...from(ip) },
        ),
      ),
    );
    const counts = tallyStatuses(results);
    expect(counts[401]).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(7);
  });
});

describe("client address behind trusted proxies", () => {
  it("counts the address the trusted proxy saw, not what the client wrote before it", async () => {
    // One proxy: it appends the peer it saw (10.31.0.1); the client spoofs a new leftmost each time.
    const results = [];
    for (let i = 0; i < 25; i++) {
      results.push(
        await api().post(
          "/guest_login",
          {},
          { headers: { "x-forwarded-for": `198.51.100.${i}, 10.31.0.1` } },
        ),
      );
    }
    expect(tallyStatuses(results)).toEqual({ 200: 20, 429: 5 });
  });

  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    const direct = createApp({ db: ctx.database.db, trustProxyHops: 0 });
    const client = clientFor({ ...ctx, app: direct }, shop.tenant);
    const results = [];
    for (let i = 0; i < 21; i++) {
      results.push(
        await client.post("/guest_login", {}, { headers: { "x-forwarded-for": `198.51.101.${i}` } }),
      );
    }
    // Every request comes from the same (socketless) peer, whatever the header says.
    expect(tallyStatuses(results)).toEqual({ 200: 20, 429: 1 });
  });
});

describe("social login", () => {
  it("is off without a provider verifier", async () => {
    const withoutVerifier = createApp({ db: ctx.database.db, trustProxyHops: 1 });
    const answer = await clientFor({ ...ctx, app: withoutVerifier }, shop.tenant).post("/social_login", {
      provider: "google",
      access_token: "anything",
    });
    expect(answer.status).toBe(403);
    expect(answer.json.code).toBe("social_login_disabled");
  });

  it("trusts the provider, not the client: an unknown token is refused, an id in the body is not accepted", async () => {
    const refused = await api().post("/social_login", { provider: "google", access_token: "forged-token" });
    expect(refused.status).toBe(401);
    expect(refused.json.code).toBe("invalid_social_token");
    const byId = await api().post("/social_login", { provider: "google", provider_id: "g-1" });
    expect(byId.status).toBe(400);
  });

  it("never links an account by an unverified e-mail, and never says the e-mail is taken", async () => {
    providerTokens.set("tok-unverified", {
      id: "fb-77",
      email: "demo@example.com",
      emailVerified: false,
      name: "Mallory",
    });
    const answer = await api().post("/social_login", {
      provider: "facebook",
      access_token: "tok-unverified",
    });
    expect(answer.status).toBe(200);
    expect(answer.json.data._id).not.toBe(String(shop.demo.id));
    expect(answer.json.data.email).toBe("");
    const [demo] = await ctx.database.db.select().from(customers).where(eq(customers.id, shop.demo.id));
    expect(demo?.socialId).toBeNull();
  });

  it("logs the owner of a verified e-mail in and links the provider id", async () => {
    providerTokens.set("tok-verified", { id: "g-42", email: "DEMO@example.com", emailVerified: true });
    const first = await api().post("/social_login", { provider: "google", access_token: "tok-verified" });
    expect(first.json.data._id).toBe(String(shop.demo.id));
    providerTokens.set("tok-verified-2", { id: "g-42", emailVerified: false });
    const again = await api().post("/social_login", { provider: "google", access_token: "tok-verified-2" });
    expect(again.json.data._id).toBe(String(shop.demo.id));
  });
});

describe("sign-up and guests", () => {
  it("answers 409, never 500, to simultaneous sign-ups with one e-mail", async () => {
    const body = { name: "Twin", email: "twin@example.com", password: "twin-password" };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api().post("/signup", body, from(`10.30.0.${i}`))),
    );
    expect(tallyStatuses(results)).toEqual({ 201: 1, 409: 9 });
    expect(results.filter((r) => r.status === 409).every((r) => r.json.code === "email_taken")).toBe(true);
  });

  it("stops one address from listing registered e-mails through sign-up", async () => {
    const ip = "10.30.1.1";
    const attempt = (email: string) =>
      api().post("/signup", { name: "Probe", email, password: "probe-password" }, from(ip));
    for (let i = 0; i < 5; i++) expect((await attempt("demo@example.com")).status).toBe(409);
    // Past the limit the answer says nothing: taken or free, the address waits.
    const taken = await attempt("demo@example.com");
    const free = await attempt("never-registered@example.com");
    expect([taken.status, free.status]).toEqual([429, 429]);
    expect(taken.json.code).toBe(free.json.code);
    expect(Number(free.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(
      (
        await api().post(
          "/signup",
          { name: "Other", email: "other@example.com", password: "other-password" },
          from("10.30.1.2"),
        )
      ).status,
    ).toBe(201);
  });

  it("refuses blank and common passwords on sign-up, reset and change", async () => {
    for (const password of ["        ", "12345678", "Password1", "aaaaaaaaaa"]) {
      const answer = await api().post(
        "/signup",
        { name: "Weak", email: "weak@example.com", password },
        from("10.30.2.1"),
      );
      expect(answer.status, password).toBe(400);
      expect(answer.json.issues[0].path).toBe("body.password");
    }
    const reset = await api().post("/reset_password", { token: "t".repeat(43), password: "12345678" });
    expect(reset.status).toBe(400);
    expect(reset.json.issues[0].path).toBe("body.password");
    const token = await api().login();
    const change = await api().post(
      "/account/change_password",
      { current_password: "demo12345", new_password: "qwertyuiop" },
      { token },
    );
    expect(change.status).toBe(400);
  });

  it("throttles guest creation per address", async () => {
    const ip = "10.30.3.1";
    const results = await Promise.all(
      Array.from({ length: 25 }, () => api().post("/guest_login", {}, from(ip))),
    );
    expect(tallyStatuses(results)).toEqual({ 200: 20, 429: 5 });
    expect((await api().post("/guest_login", {}, from("10.30.3.2"))).status).toBe(200);
  });
});

describe("profile changes", () => {
  it("needs the current password to change the e-mail or the phone", async () => {
    const signup = await api().post(
      "/signup",
      { name: "Nour", email: "nour@example.com", password: "nour-password" },
      from("10.40.0.1"),
    );
    const token = signup.json.data.token as string;
    const bare = await api().put("/account/profile", { email: "attacker@example.com" }, { token });
    expect(bare.status).toBe(422);
    expect(bare.json.code).toBe("current_password_required");
    const wrong = await api().put(
      "/account/profile",
      { phone: "599999999", current_password: "guess-guess" },
      { token },
    );
    expect(wrong.status).toBe(401);
    expect(wrong.json.code).toBe("invalid_credentials");
    const right = await api().put(
      "/account/profile",
      { email: "nour2@example.com", current_password: "nour-password" },
      { token },
    );
    expect(right.status).toBe(200);
    expect(right.json.data.email).toBe("nour2@example.com");
    // The same e-mail again and a name change need no password.
    const same = await api().put(
      "/account/profile",
      { email: "nour2@example.com", name: "Nour A." },
      { token },
    );
    expect(same.json.data.name).toBe("Nour A.");
  });

  it("refuses an e-mail to a guest, so nobody can claim an address its owner signs up with later", async () => {
    const guest = await api().post("/guest_login", {}, from("10.40.0.2"));
    const answer = await api().put(
      "/account/profile",
      { email: "owner-to-be@example.com" },
      { token: guest.json.data.token },
    );
    expect(answer.status).toBe(403);
    expect(answer.json.code).toBe("guest_email_change");
    const owner = await api().post(
      "/signup",
      { name: "Owner", email: "owner-to-be@example.com", password: "owner-password" },
      from("10.40.0.3"),
    );
    expect(owner.status).toBe(201);
  });

  it("limits e-mail changes per account, so its 409 cannot list who has an account", async () => {
    const password = "lister-password";
    const signup = await api().post(
      "/signup",
      { name: "Lister", email: "lister@example.com", password },
      from("10.40.1.1"),
    );
    const token = signup.json.data.token as string;
    // From a new address each time: the account's own count is what stops it.
    const answers = [];
    for (let i = 0; i < 7; i++) {
      answers.push(
        await api().put(
          "/account/profile",
          { email: i % 2 ? "demo@example.com" : `taken-${i}@example.com`, current_password: password },
          { token, ...from(`10.40.2.${i}`) },
        ),
      );
    }
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 409, 200, 409, 200]);
    expect(answers.slice(5).map((a) => a.status)).toEqual([429, 429]);
    expect(Number(answers[6]?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("shares sign-up's limit of taken answers per address", async () => {
    const ip = "10.40.3.1";
    const probes = [];
    for (let i = 0; i < 3; i++) {
      const password = `prober-${i}-password`;
      const signup = await api().post(
        "/signup",
        { name: "Prober", email: `prober-${i}@example.com`, password },
        from(`10.40.4.${i}`),
      );
      for (let j = 0; j < 2; j++) {
        probes.push(
          await api().put(
            "/account/profile",
            { email: "demo@example.com", current_password: password },
            { token: signup.json.data.token, ...from(ip) },
          ),
        );
      }
    }
    // 5 "taken" answers from the address, then it waits (sign-up included).
    expect(probes.map((p) => p.status)).toEqual([409, 409, 409, 409, 409, 429]);
    const signup = await api().post(
      "/signup",
      { name: "Late", email: "late@example.com", password: "late-password" },
      from(ip),
    );
    expect(signup.status).toBe(429);
  });

  it("ends the account's other sessions and voids its reset links when the e-mail changes", async () => {
    const password = "mover-password";
    const first = await api().post(
      "/signup",
      { name: "Mover", email: "mover@example.com", password },
      from("10.40.5.1"),
    );
    const current = first.json.data.token as string;
    const other = await api().login("mover@example.com", password);
    const mailed = ctx.mails.length;
    await api().post("/forgot_password", { email: "mover@example.com" }, from("10.40.5.2"));
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(ctx.mails[mailed]?.text ?? "")?.[1];
    const moved = await api().put(
      "/account/profile",
      { email: "moved@example.com", current_password: password },
      { token: current, ...from("10.40.5.1") },
    );
    expect(moved.status).toBe(200);
    expect((await api().get("/account/profile", { token: current })).status).toBe(200);
    expect((await api().get("/account/profile", { token: other })).status).toBe(401);
    const reset = await api().post(
      "/reset_password",
      { token: resetToken, password: "stolen-password" },
      from("10.40.5.3"),
    );
    expect(reset.json.code).toBe("invalid_reset_token");
  });
});
