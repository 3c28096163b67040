import { SECURITY_HEADERS } from "@storefront/core/contracts/security-headers";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { mountBackendProxy } from "./backend/api-proxy";
import type { Backend } from "./backend/backend";
import type { BackendFetch } from "./backend/http-backend";
import { accessLog } from "./ops/access-log";
import { createLogger, type Logger } from "./ops/logger";
import { createWebMetrics } from "./ops/metrics";
import { mountMetrics } from "./ops/metrics-route";
import { mountReadiness } from "./ops/readiness";
import { currentRequestId, forwardingRequestId, requestIdMiddleware } from "./ops/request-id";
import { checkPagePayload } from "./page/page-payload-check";
import { mountStorefront } from "./page/serve-storefront";

export interface WebAppOptions {
  /** The built shell (`apps/shell/dist`): its index.html, assets and server build. */
  distDir: string;
  /** The backend, through core's contract (`createBackend(httpBackend(STOREFRONT_API_URL))`). */
  backend: Backend;
  /**
   * Serve the backend's paths (the API, its pictures) on the site's origin by proxy; null when the
   * browser calls a backend of its own origin.
   */
  proxy?: BackendFetch | null;
  /** Render pages on the server (decision 0025); false leaves every page to the browser. */
  serverRender?: boolean;
  /** The port this server listens on: a partner on this machine's canonical origin (3000). */
  localPort?: number;
  /** Check every page payload against the whole contract (development and tests). */
  checkPayloads?: boolean;
  /** Where the access log and errors go (tests capture it); pino on stdout at `info` if not given. */
  logger?: Logger;
  /**
   * `/readyz`'s probe: the origin its backend calls are addressed to (`STOREFRONT_API_URL`'s, by
   * default the reference API's) and how long it waits (`READY_TIMEOUT_MS`, 1000).
   */
  readiness?: { backendOrigin?: string; timeoutMs?: number };
}

/**
 * The storefront server (docs/decisions/0037): health, the backend's paths by proxy, hashed
 * assets, robots.txt and sitemaps, and every other GET as a page — rendered on the server from the
 * backend's answers over HTTP. It never reads a database. Every request gets an id (forwarded to
 * the backend's calls), a line in the log and its count in `/metrics`.
 */
export function createWebApp(options: WebAppOptions) {
  const logger = options.logger ?? createLogger("info");
  const metrics = createWebMetrics();
  const localPort = options.localPort ?? 3000;
  const app = new Hono();
  // First, so the log and the counts see the final answer (an error's, the security headers').
  app.use("*", requestIdMiddleware);
  app.use("*", accessLog(logger));
  app.use("*", metrics.middleware);
  app.use("*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
  });
  app.use("*", compress());
  app.onError((error, c) => {
    // A shopper who navigated away aborts the backend call too: nothing failed, nothing to log.
    if (c.req.raw.signal.aborted || (error instanceof Error && error.name === "AbortError"))
      return c.body(null, 499 as never);
    const message = error instanceof Error ? error.message : String(error);
    logger.error(
      { reqId: currentRequestId(), err: message },
      `web: ${c.req.method} ${c.req.path}: ${message}`,
    );
    return c.text("The storefront could not reach its backend.", 502);
  });
  // The process lives (a liveness probe); `/readyz` says whether it can answer pages.
  app.get("/healthz", (c) => c.json({ ok: true }));
  mountReadiness(app, {
    distDir: options.distDir,
    backend: forwardingRequestId(options.backend.fetch),
    backendOrigin: options.readiness?.backendOrigin ?? "http://127.0.0.1:3001",
    timeoutMs: options.readiness?.timeoutMs ?? 1_000,
  });
  mountMetrics(app, metrics, localPort);
  if (options.proxy) mountBackendProxy(app, forwardingRequestId(metrics.countingProxyErrors(options.proxy)));
  mountStorefront(app, {
    distDir: options.distDir,
    backend: options.backend,
    serverRender: options.serverRender ?? true,
    checkPayload: options.checkPayloads ? checkPagePayload : undefined,
    localPort,
  });
  return app;
}
