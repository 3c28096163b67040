// PostgreSQL stops under a running instance (issue 41: /healthz answered ok all along). /readyz must
// say 503 within 2 s, /healthz still 200, and /readyz 200 again once the database is back, without
// restarting the instance. The database is a cluster of the test's own, stopped and started.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiProcess, freePort, startApi, statusOf, waitUntil } from "../test/api-process";
import { PgCluster, postgresBin } from "../test/pg-cluster";

const bin = postgresBin();
// With the other PostgreSQL tests: where CI has a PostgreSQL (TEST_DATABASE_URL), it has the binaries.
const enabled = Boolean(process.env.TEST_DATABASE_URL && bin);
let cluster: PgCluster | undefined;
let api: ApiProcess | undefined;

beforeAll(async () => {
  if (!enabled) return;
  cluster = new PgCluster(bin as string, await freePort(47190, 47199)).init();
  cluster.start();
  api = startApi(await freePort(47160, 47169), { DATABASE_URL: cluster.url });
  await waitUntil(
    "the instance to be ready",
    90_000,
    async () => (await statusOf(api!.url("/readyz"))) === 200,
  );
}, 150_000);
afterAll(async () => {
  await api?.stop();
  cluster?.remove();
});

describe.skipIf(!enabled)("a PostgreSQL outage", () => {
  it("turns /readyz 503 within 2 s and back to 200 when the database returns, without a restart", {
    timeout: 90_000,
  }, async () => {
    const target = api as ApiProcess;
    const db = cluster as PgCluster;
    db.stop();
    const stopped = Date.now();
    await waitUntil(
      "/readyz to say 503",
      10_000,
      async () => (await statusOf(target.url("/readyz"))) === 503,
      50,
    );
    const noticedMs = Date.now() - stopped;
    const answer = await fetch(target.url("/readyz"));
    expect(await answer.json()).toEqual({ status: "error", code: "database_unreachable" });
    expect(await statusOf(target.url("/healthz"))).toBe(200);
    expect(noticedMs).toBeLessThanOrEqual(2_000);

    db.start();
    const restarted = Date.now();
    await waitUntil(
      "/readyz to say 200 again",
      30_000,
      async () => (await statusOf(target.url("/readyz"))) === 200,
    );
    const recoveredMs = Date.now() - restarted;
    expect(target.child.exitCode).toBeNull();
    // And it serves again: the partner lookup reads the database.
    expect(await statusOf(target.url("/snachoo/api/partner"))).toBe(200);
    console.log(
      `outage: /readyz 503 ${noticedMs} ms after the stop, 200 ${recoveredMs} ms after the restart`,
    );
  });
});
