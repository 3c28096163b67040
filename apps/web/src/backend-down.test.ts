/**
 * A backend that does not answer: the storefront server says so in one line and a 502, and a
 * shopper who left before the answer (an aborted request) is no error at all.
 */
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { createWebApp } from "./app";
import { createBackend } from "./backend/backend";
import type { BackendFetch } from "./backend/http-backend";

const refused: BackendFetch = () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:3001"));
const aborted: BackendFetch = () =>
  Promise.reject(new DOMException("The operation was aborted.", "AbortError"));

function appOn(backend: BackendFetch) {
  return createWebApp({
    distDir: join(import.meta.dirname, "test/fixtures-shell"),
    backend: createBackend(backend, 0),
    proxy: backend,
  });
}

describe("a backend that does not answer", () => {
  it("answers the backend's paths 502 and logs one line naming the call", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await appOn(refused).request(
      "http://retail.localhost:3000/ecommerce/api/snachoo/products",
      {
        headers: { host: "retail.localhost:3000" },
      },
    );
    expect(answer.status).toBe(502);
    expect(await answer.text()).toMatch(/could not reach its backend/);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toMatch(
      /GET \/ecommerce\/api\/snachoo\/products: connect ECONNREFUSED/,
    );
    log.mockRestore();
  });

  it("logs nothing when the shopper went away first", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await appOn(aborted).request(
      "http://retail.localhost:3000/ecommerce/api/snachoo/products",
      {
        headers: { host: "retail.localhost:3000" },
      },
    );
    expect(answer.status).toBe(499);
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
