import type { MiddlewareHandler } from "hono";
import { Counter, Histogram, Registry } from "prom-client";
import type { BackendFetch } from "../backend/http-backend";
import { routeKindOf } from "./route-kind";

/**
 * The storefront server's Prometheus metrics, in a registry of its own (per app, not prom-client's
 * global one): two apps in one process — tests, or a server beside the API — never share counts.
 */
export function createWebMetrics() {
  const registry = new Registry();
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by kind of route (page, asset, proxy, seo, ops) and status.",
    labelNames: ["kind", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to the response's headers, by kind of route.",
    labelNames: ["kind"] as const,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "page_cache_total",
    help: "Pages the page cache could keep, by whether they were served from it.",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const proxyErrors = new Counter({
    name: "backend_proxy_errors_total",
    help: "Proxied calls the backend never answered (refused, reset, timed out); not its 4xx/5xx.",
    registers: [registry],
  });

  /** Counts and times every request; a page's cache result from its `X-Storefront-Cache`. */
  const middleware: MiddlewareHandler = async (c, next) => {
    const kind = routeKindOf(c.req.path);
    const stop = duration.startTimer({ kind });
    await next();
    stop();
    requests.inc({ kind, status: String(c.res.status) });
    const cache = c.res.headers.get("x-storefront-cache");
    if (cache === "hit" || cache === "miss") pageCache.inc({ result: cache });
  };

  /** The proxy's backend, counting the calls that got no answer (a shopper who left is no error). */
  const countingProxyErrors =
    (fetch: BackendFetch): BackendFetch =>
    (request) =>
      fetch(request).catch((error: unknown) => {
        if (!request.signal.aborted && !(error instanceof Error && error.name === "AbortError"))
          proxyErrors.inc();
        throw error;
      });

  return { registry, middleware, countingProxyErrors };
}

export type WebMetrics = ReturnType<typeof createWebMetrics>;
