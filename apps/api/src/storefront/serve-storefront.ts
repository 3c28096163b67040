import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Partner } from "@storefront/core/contracts/partner";
import type { Hono } from "hono";
import { brandTitle, headMarkup, withTitle } from "./head";
import { injectIntoHtml } from "./html-payload";
import { contentSecurityPolicy } from "./security";
import { readManifest, type ViteManifest, verticalChunkFiles } from "./vertical-chunk";

/** Where the built shell lives; `STOREFRONT_DIST` overrides for deployments that move it. */
export function defaultStorefrontDist(): string {
  return process.env.STOREFRONT_DIST ?? join(import.meta.dirname, "../../../shell/dist");
}

/** The boot payload of a page (spec: "partner and user data arrive in the page payload"). */
export interface PagePayload {
  partner: Partner;
  user: null;
}

/**
 * Serves the built storefront: hashed assets as static files, every other GET as index.html with
 * the boot payload injected, the partner's title, favicon and vertical preload in the head, and a
 * Content Security Policy that allows exactly the partner's well-formed tag ids.
 */
export function mountStorefront(
  app: Hono,
  options: { distDir: string; payload: (host: string) => Promise<PagePayload> },
) {
  let template: Promise<string> | undefined;
  let manifest: Promise<ViteManifest> | undefined;
  const loadTemplate = () => {
    template ??= readFile(join(options.distDir, "index.html"), "utf8").catch((error: unknown) => {
      template = undefined;
      throw error;
    });
    return template;
  };
  app.use("/assets/*", serveStatic({ root: options.distDir }));
  app.get("*", async (c) => {
    const html = await loadTemplate().catch(() => undefined);
    if (!html) return c.text("The storefront is not built yet: run `pnpm build`.", 503);
    manifest ??= readManifest(options.distDir);
    const payload = await options.payload(c.req.header("host") ?? "");
    const known = payload.partner.access_token !== null;
    const preloads = known ? verticalChunkFiles(await manifest, payload.partner.snachoo_settings.type) : [];
    c.header("Content-Security-Policy", contentSecurityPolicy(known ? payload.partner : null));
    c.header("Cache-Control", "no-store");
    const page = injectIntoHtml(withTitle(html, known ? brandTitle(payload.partner) : "Storefront"), {
      payload,
      head: headMarkup(known ? payload.partner : null, preloads),
    });
    return c.html(page);
  });
}
