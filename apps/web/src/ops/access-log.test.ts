/**
 * The access log: one JSON line per request with its id, which is the caller's when well formed,
 * answered in `X-Request-Id` and sent on every backend call made for the request — the proxy's and
 * the page server's (the partner, the loaders) alike. No query string and no Authorization in a line.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openWebContext, type WebContext } from "../test/harness";
import { STAND_IN_ENTRY } from "../test/stand-in-entry";
import { createStubBackend } from "../test/stub-backend";
import { captureLogger } from "./captured-logger";
import { forwardingRequestId } from "./request-id";

const log = captureLogger();
/** Each call the backend got: its path and the request id it carried. */
const seen: Array<{ path: string; id: string | null }> = [];
let web: WebContext;

beforeAll(async () => {
  const stub = createStubBackend();
  const recorded = stub.fetch;
  // As main.ts builds it: the backend forwards the current request's id on every call.
  const fetch = forwardingRequestId((request) => {
    seen.push({ path: new URL(request.url).pathname, id: request.headers.get("x-request-id") });
    return recorded(request);
  });
  web = await openWebContext({
    files: { "server/entry-server.js": STAND_IN_ENTRY },
    backend: { ...stub, fetch },
    logger: log.logger,
  });
});
afterAll(() => web?.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const requestLines = () => log.records().filter((record) => record.msg === "request");

describe("the access log", () => {
  it("keeps a well-formed incoming id, answers it and forwards it on the proxied call", async () => {
    seen.length = 0;
    const answer = await web.get("retail.localhost:3000", "/snachoo/api/partner?token=reset-secret-1", {
      "x-request-id": "edge-7f3a.trace_01",
      authorization: "Bearer partner-secret-2",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-request-id")).toBe("edge-7f3a.trace_01");
    expect(seen).toEqual([{ path: "/snachoo/api/partner", id: "edge-7f3a.trace_01" }]);
    expect(requestLines().at(-1)).toMatchObject({
      reqId: "edge-7f3a.trace_01",
      host: "retail.localhost:3000",
      method: "GET",
      path: "/snachoo/api/partner",
      status: 200,
      service: "web",
    });
    expect(requestLines().at(-1)?.ms).toEqual(expect.any(Number));
  });

  it.each([
    ["with a space and markup", "id <script>"],
    ["too long", "a".repeat(129)],
    ["with a quote", 'forged" level=60'],
  ])("replaces an incoming id %s with a fresh UUID, the one the backend gets", async (_, incoming) => {
    seen.length = 0;
    const answer = await web.get("retail.localhost:3000", "/snachoo/api/partner", {
      "x-request-id": incoming,
    });
    const id = answer.headers.get("x-request-id") ?? "";
    expect(id).toMatch(UUID);
    expect(seen.map((call) => call.id)).toEqual([id]);
    expect(requestLines().at(-1)?.reqId).toBe(id);
  });

  it("forwards the id on the page server's own calls, and logs a page's cache result", async () => {
    seen.length = 0;
    const first = await web.get("retail.localhost:3000", "/products/1/tea", {
      "x-request-id": "page-1",
    });
    expect(first.status).toBe(200);
    expect(first.headers.get("x-storefront-cache")).toBe("miss");
    // The partner and the product the stand-in's loader reads: each with the page's id.
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen.map((call) => call.id))).toEqual(new Set(["page-1"]));
    expect(requestLines().at(-1)).toMatchObject({ reqId: "page-1", path: "/products/1/tea", cache: "miss" });

    seen.length = 0;
    const second = await web.get("retail.localhost:3000", "/products/1/tea", {
      "x-request-id": "page-2",
    });
    expect(second.headers.get("x-storefront-cache")).toBe("hit");
    // The revalidations of the kept page are this request's calls.
    expect(seen.length).toBeGreaterThanOrEqual(1);
    expect(new Set(seen.map((call) => call.id))).toEqual(new Set(["page-2"]));
    expect(requestLines().at(-1)).toMatchObject({ reqId: "page-2", cache: "hit" });
  });

  it("writes one JSON line per request, none with a query string or a credential", () => {
    expect(requestLines()).toHaveLength(6);
    for (const line of log.lines) {
      expect(() => JSON.parse(line)).not.toThrow();
      expect(line).not.toMatch(/reset-secret-1|partner-secret-2|\?|authorization/i);
    }
  });
});
