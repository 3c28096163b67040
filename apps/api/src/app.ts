import { Hono } from "hono";
import { mountStorefront } from "./storefront/serve-storefront";

export interface AppOptions {
  /** Folder of the built shell (its index.html and assets). */
  storefrontDist: string;
}

/** Builds the reference server: health check, API routes, then the storefront for every other path. */
export function createApp(options: AppOptions) {
  const app = new Hono();
  app.get("/healthz", (c) => c.json({ ok: true }));
  mountStorefront(app, { distDir: options.storefrontDist, payload: () => ({ partner: null, user: null }) });
  return app;
}
