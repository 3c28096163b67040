/**
 * `/metrics`: requests by kind and status, their durations, the page cache's hits and misses and the
 * proxy's unanswered calls, in the app's own registry — and only for a request addressed to this
 * machine by a loopback name, never on a partner's host.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BackendFetch } from "../backend/http-backend";
import { openWebContext, type WebContext } from "../test/harness";
import { STAND_IN_ENTRY } from "../test/stand-in-entry";
import { createStubBackend } from "../test/stub-backend";
import { routeKindOf } from "./route-kind";

let web: WebContext;
/** Whether the proxied partner call fails: refused (an error to count) or aborted (a shopper left). */
let proxyFault: "refused" | "aborted" | null = null;

beforeAll(async () => {
  const stub = createStubBackend();
  const fetch: BackendFetch = (request) => {
    if (proxyFault === "refused" && request.url.includes("/snachoo/api/partner?proxied"))
      return Promise.reject(new Error("connect ECONNREFUSED"));
    if (proxyFault === "aborted" && request.url.includes("/snachoo/api/partner?proxied"))
      return Promise.reject(new DOMException("The operation was aborted.", "AbortError"));
    return stub.fetch(request);
  };
  web = await openWebContext({
    files: { "server/entry-server.js": STAND_IN_ENTRY },
    backend: { ...stub, fetch },
  });
});
afterAll(() => web?.close());

const metricsText = async (host = "127.0.0.1:3000", headers: Record<string, string> = {}) => {
  const answer = await web.get(host, "/metrics", headers);
  return { status: answer.status, text: await answer.text(), type: answer.headers.get("content-type") };
};
/** A sample's value in Prometheus's text format (0 when absent). */
const sample = (text: string, name: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : 0;
};

describe("the route kinds", () => {
  it.each([
    ["/", "page"],
    ["/ar/products/1/tea", "page"],
    ["/healthzz", "page"],
    ["/assets/index-abc123.js", "asset"],
    ["/robots.txt", "seo"],
    ["/sitemap.xml", "seo"],
    ["/snachoo/api/partner", "proxy"],
    ["/ecommerce/api/snachoo/products", "proxy"],
    ["/images/banner.webp", "proxy"],
    ["/healthz", "ops"],
    ["/readyz", "ops"],
    ["/metrics", "ops"],
  ])("%s is a %s", (path, kind) => {
    expect(routeKindOf(path)).toBe(kind);
  });
});

describe("GET /metrics", () => {
  it("counts requests by kind and status, times them, and counts the cache's hits and misses", async () => {
    await web.get("retail.localhost:3000", "/products/1/tea"); // miss
    await web.get("retail.localhost:3000", "/products/1/tea"); // hit
    await web.get("retail.localhost:3000", "/assets/missing-123.js"); // 404
    await web.get("retail.localhost:3000", "/snachoo/api/partner");
    await web.get("retail.localhost:3000", "/robots.txt");
    await web.get("retail.localhost:3000", "/healthz");

    const { status, text, type } = await metricsText();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(text, 'http_requests_total{kind="page",status="200"}')).toBe(2);
    expect(sample(text, 'http_requests_total{kind="asset",status="404"}')).toBe(1);
    expect(sample(text, 'http_requests_total{kind="proxy",status="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{kind="seo",status="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{kind="ops",status="200"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{kind="page"}')).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket{le="+Inf",kind="proxy"}')).toBe(1);
    expect(sample(text, 'page_cache_total{result="miss"}')).toBe(1);
    expect(sample(text, 'page_cache_total{result="hit"}')).toBe(1);
    expect(sample(text, "backend_proxy_errors_total")).toBe(0);
  });

  it("counts a proxied call the backend never answered, not one the shopper abandoned", async () => {
    proxyFault = "refused";
    expect((await web.get("retail.localhost:3000", "/snachoo/api/partner?proxied")).status).toBe(502);
    proxyFault = "aborted";
    expect((await web.get("retail.localhost:3000", "/snachoo/api/partner?proxied")).status).toBe(499);
    proxyFault = null;
    const { text } = await metricsText("localhost:3000");
    expect(sample(text, "backend_proxy_errors_total")).toBe(1);
    expect(sample(text, 'http_requests_total{kind="proxy",status="502"}')).toBe(1);
  });

  it.each([
    ["a partner's host", "retail.localhost:3000", {}],
    ["a partner's real domain", "shop.example.com", {}],
    ["another port", "127.0.0.1:9999", {}],
    ["a loopback host relayed by a proxy", "127.0.0.1:3000", { "x-forwarded-for": "203.0.113.9" }],
  ])("is not served on %s", async (_, host, headers) => {
    const { status, text } = await metricsText(host, headers);
    expect(status).toBe(404);
    expect(text).not.toMatch(/http_requests_total/);
  });

  it("keeps each app's counts to itself (a registry per app, not the global one)", async () => {
    const other = await openWebContext();
    try {
      await other.get("retail.localhost:3000", "/healthz");
      const text = await (await other.get("127.0.0.1:3000", "/metrics")).text();
      expect(sample(text, 'http_requests_total{kind="ops",status="200"}')).toBe(1);
      expect(sample(text, 'http_requests_total{kind="page",status="200"}')).toBe(0);
    } finally {
      await other.close();
    }
  });
});
