import type { MiddlewareHandler } from "hono";
import type { Logger } from "./logger";
import { currentRequestId } from "./request-id";

/**
 * One line per request: its id, host, method, path, status, duration and — for a page the cache
 * could keep — whether it was a hit. The path is logged without its query string, and no header but
 * Host is: a query or a header may carry a token (a reset link's, a partner's key).
 */
export function accessLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      reqId: currentRequestId(),
      host: c.req.header("host"),
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      cache: c.res.headers.get("x-storefront-cache") ?? undefined,
    };
    if (status >= 500) logger.warn(line, "request");
    else logger.info(line, "request");
  };
}
