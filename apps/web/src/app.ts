import { SECURITY_HEADERS } from "@storefront/core/contracts/security-headers";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { mountBackendProxy } from "./backend/api-proxy";
import type { Backend } from "./backend/backend";
import type { BackendFetch } from "./backend/http-backend";
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
  /** Check every page payload against the whole contract (development and tests). */
  checkPayloads?: boolean;
}

/**
 * The storefront server (docs/decisions/0037): health, the backend's paths by proxy, hashed
 * assets, robots.txt and sitemaps, and every other GET as a page — rendered on the server from the
 * backend's answers over HTTP. It never reads a database.
 */
export function createWebApp(options: WebAppOptions) {
  const app = new Hono();
  app.use("*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
  });
  app.use("*", compress());
  app.onError((error, c) => {
    // A shopper who navigated away aborts the backend call too: nothing failed, nothing to log.
    if (c.req.raw.signal.aborted || (error instanceof Error && error.name === "AbortError"))
      return c.body(null, 499 as never);
    console.error(`web: ${c.req.method} ${c.req.path}: ${error instanceof Error ? error.message : error}`);
    return c.text("The storefront could not reach its backend.", 502);
  });
  app.get("/healthz", (c) => c.json({ ok: true }));
  if (options.proxy) mountBackendProxy(app, options.proxy);
  mountStorefront(app, {
    distDir: options.distDir,
    backend: options.backend,
    serverRender: options.serverRender ?? true,
    checkPayload: options.checkPayloads ? checkPagePayload : undefined,
  });
  return app;
}
