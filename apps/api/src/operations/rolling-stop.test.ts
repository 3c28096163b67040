// Three instances on one PostgreSQL behind a balancer, shoppers' reads flowing, and SIGTERM to one
// of them (issue 41: "under load, SIGTERM to one instance: 0 failed requests at the client once the
// others take over"). The stopping instance says not ready, refuses new connections and finishes
// what it holds; the balancer (src/test/balancer.ts, as nginx's defaults behave) sends the rest to
// the two others. The client must see no error, and the stopped instance must exit 0.
import { Agent, request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { type ApiProcess, freePort, startApi, statusOf, waitUntil } from "../test/api-process";
import { type Balancer, startBalancer } from "../test/balancer";
import { createDatabase } from "../test/databases";
import { seedShop } from "../test/seed-helpers";

const adminUrl = process.env.TEST_DATABASE_URL;
const INSTANCES = 3;
/** Shoppers asking at once, each asking again as soon as answered. */
const SHOPPERS = 16;
/** How long the load lasts: 8 s in CI, the 20 s with `ROLLING_STOP_LOAD_MS=20000`. */
const LOAD_MS = Number(process.env.ROLLING_STOP_LOAD_MS ?? 8_000);
/** When, into the load, the signal comes. */
const STOP_AT_MS = 2_500;

const instances: ApiProcess[] = [];
let balancer: Balancer | undefined;
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
let accessToken = "";

beforeAll(async () => {
  if (!adminUrl) return;
  database = await createDatabase(adminUrl, "storefront_rolling");
  let port = 47160;
  for (let index = 0; index < INSTANCES; index++) {
    port = await freePort(port, 47179);
    instances.push(startApi(port, { DATABASE_URL: database.url, SHUTDOWN_TIMEOUT_MS: "20000" }));
    port++;
  }
  await Promise.all(
    instances.map((api) =>
      waitUntil(`instance ${api.port} to be ready`, 120_000, async () => {
        if (api.child.exitCode !== null) throw new Error(`exited: ${api.stderr()}`);
        return (await statusOf(api.url("/readyz"))) === 200;
      }),
    ),
  );
  const db = await openDatabase({ databaseUrl: database.url });
  accessToken = (await seedShop(db.db, "rolling")).tenant.accessToken;
  await db.close();
  // Every instance knows the new partner (its directory is read again within a second).
  for (const api of instances) {
    await waitUntil(
      `instance ${api.port} to know the partner`,
      10_000,
      async () => (await statusThrough(api.port, PRODUCTS)) === 200,
    );
  }
  balancer = await startBalancer(
    await freePort(47180, 47189),
    instances.map((api) => api.port),
  );
}, 180_000);
afterAll(async () => {
  agent.destroy();
  await balancer?.close();
  await Promise.all(instances.map((api) => api.stop()));
  await database?.drop();
});

/** What the shoppers ask for, in turn: a product list and the partner payload. */
const PRODUCTS = "/ecommerce/api/snachoo/products";
const PARTNER = "/snachoo/api/partner";
/** Kept-alive connections, as a browser's or a page server's are. */
const agent = new Agent({ keepAlive: true });

/**
 * The status of a GET on 127.0.0.1:`port` for the partner's host. Node's own HTTP client, not
 * fetch: fetch may not set `Host`, and the host is what names the partner.
 */
function statusThrough(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request({
      port,
      host: "127.0.0.1",
      path,
      agent,
      headers: { host: "rolling.localhost", authorization: `Bearer ${accessToken}` },
    });
    call.on("response", (answer) => {
      answer.resume();
      answer.on("end", () => resolve(answer.statusCode ?? 0));
      answer.on("error", reject);
    });
    call.on("error", reject);
    call.end();
  });
}

/** One shopper's reads through the balancer until `until`, each outcome kept. */
async function shop(until: number, outcomes: string[]) {
  for (let turn = 0; Date.now() < until; turn++) {
    const path = turn % 2 === 0 ? PRODUCTS : PARTNER;
    outcomes.push(
      await statusThrough(balancer?.port ?? 0, path).then(
        String,
        (error: unknown) => `error: ${String(error)}`,
      ),
    );
  }
}

describe.skipIf(!adminUrl)("SIGTERM to one of three instances under load", () => {
  it("fails no request at the client, and the stopped instance exits 0", {
    timeout: LOAD_MS + 60_000,
  }, async () => {
    const [stopped] = instances as [ApiProcess, ...ApiProcess[]];
    const outcomes: string[] = [];
    const until = Date.now() + LOAD_MS;
    const load = Promise.all(Array.from({ length: SHOPPERS }, () => shop(until, outcomes)));
    await new Promise((resolve) => setTimeout(resolve, STOP_AT_MS));
    const servedBefore = balancer?.served.get(stopped.port) ?? 0;
    stopped.child.kill("SIGTERM");
    await load;
    const exitCode = await stopped.exited;

    const failed = outcomes.filter((outcome) => outcome !== "200");
    const byInstance = instances.map((api) => `${api.port}: ${balancer?.served.get(api.port) ?? 0}`);
    console.log(
      `rolling stop: ${outcomes.length} requests, ${failed.length} failed, ${balancer?.retried} retried on another instance; answered by ${byInstance.join(", ")}`,
    );
    expect(failed, [...new Set(failed)].join("\n")).toEqual([]);
    // The load really was spread, and the stopped instance had been answering before its stop.
    expect(servedBefore).toBeGreaterThan(0);
    for (const api of instances.slice(1)) expect(balancer?.served.get(api.port) ?? 0).toBeGreaterThan(0);
    expect(exitCode).toBe(0);
    expect(stopped.lines.some((line) => line.msg === "stopped")).toBe(true);
  });
});
