// SIGTERM with requests in flight (issue 41: 10 × 500 and 50 resets of 60). The requests are held
// in flight for sure: a transaction of the test locks the partners table, so each request waits
// for the partners' read; the signal comes while they wait. Released, every one must complete 200
// and the process exit 0 — with the test's keep-alive connections still open, which the server
// must close itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { type ApiProcess, freePort, startApi, statusOf, waitUntil } from "../test/api-process";
import { createDatabase } from "../test/databases";
import { seedShop } from "../test/seed-helpers";

const adminUrl = process.env.TEST_DATABASE_URL;
const IN_FLIGHT = 30;
let api: ApiProcess | undefined;
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;

beforeAll(async () => {
  if (!adminUrl) return;
  database = await createDatabase(adminUrl, "storefront_stop");
  api = startApi(await freePort(47150, 47159), { DATABASE_URL: database.url, SHUTDOWN_TIMEOUT_MS: "20000" });
  await waitUntil(
    "the instance to be ready",
    90_000,
    async () => (await statusOf(api!.url("/readyz"))) === 200,
  );
  const db = await openDatabase({ databaseUrl: database.url });
  await seedShop(db.db, "draining");
  await db.close();
}, 120_000);
afterAll(async () => {
  await api?.stop();
  await database?.drop();
});

/** Requests being answered, as the instance's own metrics say (less the scrape itself). */
async function inFlight(target: ApiProcess): Promise<number> {
  const text = await (await fetch(target.url("/metrics"))).text();
  return Number(/^http_requests_in_flight (\d+)/m.exec(text)?.[1] ?? 0) - 1;
}

describe.skipIf(!adminUrl)("SIGTERM to an instance with requests in flight", () => {
  it(`lets all ${IN_FLIGHT} finish 200, then exits 0`, { timeout: 90_000 }, async () => {
    const target = api as ApiProcess;
    const { Client } = await import("pg");
    const locker = new Client({ connectionString: database?.url });
    await locker.connect();
    await locker.query("begin");
    await locker.query("lock table partners in access exclusive mode");
    let requests: Array<Promise<number>> = [];
    try {
      // The partners are read again once they are half a second old: wait that out first.
      await new Promise((resolve) => setTimeout(resolve, 600));
      requests = Array.from({ length: IN_FLIGHT }, () =>
        fetch(target.url("/snachoo/api/partner"), { headers: { host: "draining.localhost" } }).then(
          async (answer) => {
            await answer.arrayBuffer();
            return answer.status;
          },
          () => 0,
        ),
      );
      await waitUntil(
        `${IN_FLIGHT} requests in flight`,
        30_000,
        async () => (await inFlight(target)) >= IN_FLIGHT,
      );
      target.child.kill("SIGTERM");
      await waitUntil("the stop to begin", 10_000, async () =>
        target.lines.some((line) => line.msg === "stopping: finishing requests in flight"),
      );
      // Draining: not ready any more, still alive while its requests wait.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(target.child.exitCode).toBeNull();
    } finally {
      await locker.query("commit");
      await locker.end();
    }
    const statuses = await Promise.all(requests);
    expect(statuses).toEqual(Array(IN_FLIGHT).fill(200));
    expect(await target.exited).toBe(0);
    const stopped = target.lines.find((line) => line.msg === "stopped");
    // Sooner than the keep-alive timeout (5 s): the idle connections were closed, not waited out.
    expect(stopped?.ms).toBeLessThan(4_000);
    console.log(
      `SIGTERM: ${IN_FLIGHT} in flight, ${statuses.filter((s) => s === 200).length} answered 200, exit 0 ${stopped.ms} ms after the signal`,
    );
  });
});
