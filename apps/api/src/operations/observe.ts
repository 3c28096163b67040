import { IDEMPOTENT_REPLAYED_HEADER } from "@storefront/core/contracts/request-headers";
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "./logger";
import type { ApiMetrics } from "./metrics";
import { REQUEST_ID_HEADER, requestIdFrom } from "./request-id";
import { logRequest, tenantOfHost } from "./request-log";

/** The id of the request being answered (set by `observeRequests`). */
export function requestIdOf(c: Context): string | undefined {
  return c.get("requestId");
}

/**
 * The outermost middleware: gives each request its id (returned in `X-Request-Id`), then, once it
 * is answered — errors and refusals too — writes its log line and counts it. The route is the
 * pattern that answered (`routePath(c, -1)` after `next`), never the path: paths carry ids and
 * tokens, queries search words and e-mail addresses.
 */
export function observeRequests(logger: Logger, metrics: ApiMetrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set("requestId", requestId);
    metrics.inFlight.inc();
    try {
      await next();
    } finally {
      metrics.inFlight.dec();
    }
    c.header(REQUEST_ID_HEADER, requestId);
    const elapsed = performance.now() - started;
    const route = routePath(c) || "*";
    const { method } = c.req;
    const { status } = c.res;
    metrics.record({
      route,
      method,
      status,
      seconds: elapsed / 1000,
      catalogCache: c.res.headers.get("X-Catalog-Cache"),
      replayed: c.res.headers.get(IDEMPOTENT_REPLAYED_HEADER) === "true",
    });
    logRequest(logger, {
      requestId,
      tenant: tenantOfHost(c.req.header("host")),
      method,
      route,
      status,
      ms: Math.round(elapsed * 10) / 10,
    });
  };
}
