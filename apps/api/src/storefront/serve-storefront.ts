import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { injectIntoHtml } from "./html-payload";

/** Where the built shell lives; `STOREFRONT_DIST` overrides for deployments that move it. */
export function defaultStorefrontDist(): string {
  return process.env.STOREFRONT_DIST ?? join(import.meta.dirname, "../../../shell/dist");
}

/**
 * Serves the built storefront: hashed assets as static files, every other GET as index.html with
 * the boot payload injected, so the shell renders without a round trip (spec: "partner and user
 * data arrive in the page payload").
 */
export function mountStorefront(app: Hono, options: { distDir: string; payload: (host: string) => unknown }) {
  let template: Promise<string> | undefined;
  const loadTemplate = () => {
    template ??= readFile(join(options.distDir, "index.html"), "utf8");
    return template;
  };
  app.use("/assets/*", serveStatic({ root: options.distDir }));
  app.get("*", async (c) => {
    const html = await loadTemplate().catch(() => undefined);
    if (!html) return c.text("The storefront is not built yet: run `pnpm build`.", 503);
    return c.html(injectIntoHtml(html, { payload: options.payload(c.req.header("host") ?? "") }));
  });
}
