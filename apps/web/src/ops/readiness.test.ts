/**
 * `/readyz`: ready when the shell build is readable and the backend is — by its `/readyz`, or by its
 * `/healthz` when it has no readiness (404: a backend that is not the reference API) — and 503 with
 * the reason otherwise, within the deadline even when the backend never answers.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BackendFetch } from "../backend/http-backend";
import { httpBackend } from "../backend/http-backend";
import { openWebContext } from "../test/harness";
import { createStubBackend } from "../test/stub-backend";
import { checkReadiness } from "./readiness";

const dist = join(import.meta.dirname, "../test/fixtures-shell");

/** A backend answering each path with a status (404 for the rest), recording what it was asked. */
function answering(statuses: Record<string, number>) {
  const asked: string[] = [];
  const fetch: BackendFetch = async (request) => {
    asked.push(request.url);
    return new Response("{}", { status: statuses[new URL(request.url).pathname] ?? 404 });
  };
  return { fetch, asked };
}

const check = (backend: BackendFetch, options: { distDir?: string; timeoutMs?: number } = {}) =>
  checkReadiness({
    distDir: options.distDir ?? dist,
    backend,
    backendOrigin: "http://api.internal:3001",
    timeoutMs: options.timeoutMs ?? 500,
  });

describe("the storefront server's readiness", () => {
  it("is ready when the backend's /readyz is, and asks nothing else", async () => {
    const backend = answering({ "/readyz": 200 });
    expect(await check(backend.fetch)).toEqual({ ok: true });
    expect(backend.asked).toEqual(["http://api.internal:3001/readyz"]);
  });

  it("is not ready while the backend says it is not, whatever its /healthz says", async () => {
    const backend = answering({ "/readyz": 503, "/healthz": 200 });
    expect(await check(backend.fetch)).toEqual({
      ok: false,
      reason: "the backend is not ready (its /readyz answered 503)",
    });
  });

  it("falls back to /healthz for a backend without a readiness endpoint (404)", async () => {
    const healthy = answering({ "/healthz": 200 });
    expect(await check(healthy.fetch)).toEqual({ ok: true });
    expect(healthy.asked).toEqual(["http://api.internal:3001/readyz", "http://api.internal:3001/healthz"]);
    const sick = answering({ "/healthz": 500 });
    expect(await check(sick.fetch)).toEqual({
      ok: false,
      reason: "the backend is not healthy (its /healthz answered 500)",
    });
  });

  it("is not ready without a readable shell build, before asking the backend", async () => {
    const backend = answering({ "/readyz": 200 });
    const answer = await check(backend.fetch, { distDir: join(dist, "missing") });
    expect(answer).toMatchObject({ ok: false, reason: expect.stringMatching(/shell build is not readable/) });
    expect(backend.asked).toEqual([]);
  });

  it("says a refused backend is unreachable", async () => {
    const refused: BackendFetch = () => Promise.reject(new Error("connect ECONNREFUSED 10.0.0.9:3001"));
    expect(await check(refused)).toEqual({
      ok: false,
      reason: "the backend is unreachable (connect ECONNREFUSED 10.0.0.9:3001)",
    });
  });
});

describe("a backend that never answers the probe", () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    // Accepts and reads the request, never answers: a hung database behind a live process.
    server = createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("answers 503 within the deadline over real HTTP, the probe aborted", async () => {
    const started = performance.now();
    const answer = await checkReadiness({
      distDir: dist,
      backend: httpBackend(origin),
      backendOrigin: origin,
      timeoutMs: 200,
    });
    const elapsed = performance.now() - started;
    expect(answer).toEqual({ ok: false, reason: "the backend did not answer within 200 ms" });
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(1_000);
  });
});

describe("GET /readyz", () => {
  it("answers 200 {ok:true} or 503 {ok:false, reason}, never cached, asking the reference API by default", async () => {
    const stub = createStubBackend();
    let readyStatus = 200;
    const asked: string[] = [];
    const fetch: BackendFetch = (request) => {
      asked.push(request.url);
      if (new URL(request.url).pathname === "/readyz")
        return Promise.resolve(new Response(null, { status: readyStatus }));
      return stub.fetch(request);
    };
    const web = await openWebContext({ backend: { ...stub, fetch } });
    try {
      const ready = await web.get("retail.localhost:3000", "/readyz");
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ ok: true });
      expect(ready.headers.get("cache-control")).toBe("no-store");
      expect(asked).toEqual(["http://127.0.0.1:3001/readyz"]);

      readyStatus = 503;
      const notReady = await web.get("retail.localhost:3000", "/readyz");
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toEqual({
        ok: false,
        reason: "the backend is not ready (its /readyz answered 503)",
      });
      // The process still lives.
      expect((await web.get("retail.localhost:3000", "/healthz")).status).toBe(200);
    } finally {
      await web.close();
    }
  });
});
