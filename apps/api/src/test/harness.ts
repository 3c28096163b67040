/**
 * Test harness: one real database per test file — PGlite in memory, or, when TEST_DATABASE_URL is
 * set, a fresh PostgreSQL database created for the file and dropped after it — migrated, with the
 * app built on it. Requests go through `app.request()` with the tenant's host and tokens.
 */
import { createHash, randomBytes } from "node:crypto";
import { createApp } from "../app";
import { type Database, migrateDatabase, openDatabase } from "../db/client";
import { contractViolations } from "./contract-violations";
import { createDatabase } from "./databases";

export interface TestContext {
  database: Database;
  app: ReturnType<typeof createApp>;
  mails: Array<{ to: string; subject: string; text: string }>;
  close(): Promise<void>;
}

/** Opens a fresh, migrated database and an app on it. */
export async function openTestContext(
  options: {
    /** Proxies trusted in front of the app; 1 by default (test clients send X-Forwarded-For). */
    trustProxyHops?: number;
    socialVerifier?: Parameters<typeof createApp>[0]["socialVerifier"];
    /** Force a backend; by default PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
    backend?: "pglite" | "postgres";
    /** Where the app logs (`test/memory-log.ts`); nothing is logged without it. */
    logger?: Parameters<typeof createApp>[0]["logger"];
  } = {},
): Promise<TestContext> {
  const adminUrl = options.backend === "pglite" ? undefined : process.env.TEST_DATABASE_URL;
  if (options.backend === "postgres" && !adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  let database: Database;
  let drop: () => Promise<void> = async () => {};
  if (adminUrl) {
    const created = await createDatabase(adminUrl, "storefront_test");
    database = await openDatabase({ databaseUrl: created.url });
    drop = created.drop;
  } else {
    database = await openDatabase({ dataDir: "memory://" });
  }
  await migrateDatabase(database);
  const mails: TestContext["mails"] = [];
  const app = createApp({
    db: database.db,
    validateResponses: true,
    onContractViolation: (violation) => contractViolations.push(violation),
    trustProxyHops: options.trustProxyHops ?? 1,
    mailer: (message) => mails.push(message),
    socialVerifier: options.socialVerifier,
    logger: options.logger,
    pool: database.pool,
  });
  return {
    database,
    app,
    mails,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A stable client address for a customer session (its calls come from one place). */
function addressOfSession(token: string): string {
  const [a = 0, b = 0, c = 0] = createHash("sha256").update(token).digest();
  return `10.${200 + (a % 50)}.${b}.${c}`;
}

/** A random client address: a caller nobody else is. */
function anyAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${150 + (a % 50)}.${b}.${c}`;
}

/**
 * A client for one tenant: sets Host, the partner bearer and (optionally) the customer token.
 * Like shoppers, calls come from different addresses unless a test says which (`X-Forwarded-For`,
 * the harness trusts one proxy): a customer session's calls from one address of its own, every
 * call without a session from a new one — so per-address limits meet only the tests about them.
 */
export function clientFor(ctx: TestContext, tenant: { slug: string; accessToken: string }) {
  const host = `${tenant.slug}.localhost:3000`;
  const call = async (
    method: string,
    path: string,
    options: {
      body?: unknown;
      raw?: string;
      token?: string | null;
      headers?: Record<string, string>;
      bearer?: string | null;
    } = {},
  ) => {
    const headers: Record<string, string> = {
      host,
      "x-forwarded-for": options.token ? addressOfSession(options.token) : anyAddress(),
      ...options.headers,
    };
    const bearer = options.bearer === undefined ? tenant.accessToken : options.bearer;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (options.token) headers["x-customer-token"] = options.token;
    let body: string | undefined;
    if (options.raw !== undefined) {
      body = options.raw;
      headers["content-type"] ??= "application/json";
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] = "application/json";
    }
    const response = await ctx.app.request(`http://${host}${path}`, { method, headers, body });
    const text = await response.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text, headers: response.headers };
  };
  const api = (path: string) => `/ecommerce/api/snachoo${path}`;
  return {
    host,
    call,
    get: (path: string, options?: Parameters<typeof call>[2]) => call("GET", api(path), options),
    post: (path: string, body?: unknown, options?: Parameters<typeof call>[2]) =>
      call("POST", api(path), { ...options, body }),
    put: (path: string, body?: unknown, options?: Parameters<typeof call>[2]) =>
      call("PUT", api(path), { ...options, body }),
    del: (path: string, options?: Parameters<typeof call>[2]) => call("DELETE", api(path), options),
    async login(email = "demo@example.com", password = "demo12345") {
      const res = await call("POST", api("/login"), {
        body: { email, password },
        headers: {
          "x-forwarded-for": `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        },
      });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
      return res.json.data.token as string;
    },
  };
}

/** The page payload a served storefront page carries (the shell's `storefront-payload` script). */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
export function pagePayloadOf(html: string): any {
  const json = html.match(/<script id="storefront-payload" type="application\/json">(.*?)<\/script>/s)?.[1];
  if (!json) throw new Error("The page has no payload");
  return JSON.parse(json);
}

/** How many answers had each status: `{ 201: 8, 409: 22 }`. */
export function tallyStatuses(answers: ReadonlyArray<{ status: number }>): Record<number, number> {
  const tally: Record<number, number> = {};
  for (const { status } of answers) tally[status] = (tally[status] ?? 0) + 1;
  return tally;
}
