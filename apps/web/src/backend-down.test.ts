/**
 * A backend that does not answer: the storefront server says so in one line and a 502, and a
 * shopper who left before the answer (an aborted request) is no error at all.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createWebApp } from "./app";
import { createBackend } from "./backend/backend";
import type { BackendFetch } from "./backend/http-backend";
import { type CapturedLogger, captureLogger } from "./ops/captured-logger";

const refused: BackendFetch = () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:3001"));
const aborted: BackendFetch = () =>
  Promise.reject(new DOMException("The operation was aborted.", "AbortError"));

function appOn(backend: BackendFetch, log: CapturedLogger) {
  return createWebApp({
    distDir: join(import.meta.dirname, "test/fixtures-shell"),
    backend: createBackend(backend, 0),
    proxy: backend,
    logger: log.logger,
  });
}

/** The error lines (the access log writes its own at info, or warn for a 5xx). */
const errorsOf = (log: CapturedLogger) => log.records().filter((record) => Number(record.level) >= 50);

describe("a backend that does not answer", () => {
  it("answers the backend's paths 502 and logs one line naming the call", async () => {
    const log = captureLogger();
    const answer = await appOn(refused, log).request(
      "http://retail.localhost:3000/ecommerce/api/snachoo/products",
      {
        headers: { host: "retail.localhost:3000" },
      },
    );
    expect(answer.status).toBe(502);
    expect(await answer.text()).toMatch(/could not reach its backend/);
    const errors = errorsOf(log);
    expect(errors).toHaveLength(1);
    expect(String(errors[0]?.msg)).toMatch(/GET \/ecommerce\/api\/snachoo\/products: connect ECONNREFUSED/);
  });

  it("logs nothing when the shopper went away first", async () => {
    const log = captureLogger();
    const answer = await appOn(aborted, log).request(
      "http://retail.localhost:3000/ecommerce/api/snachoo/products",
      {
        headers: { host: "retail.localhost:3000" },
      },
    );
    expect(answer.status).toBe(499);
    expect(errorsOf(log)).toEqual([]);
  });
});
