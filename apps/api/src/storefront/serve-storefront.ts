import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { PagePayload } from "@storefront/core/contracts/page-payload";
import type { Partner } from "@storefront/core/contracts/partner";
import { splitLocalePath } from "@storefront/core/locale";
import type { Hono } from "hono";
import type { HomeContent } from "../services/home-content";
import { brandTitle, headMarkup, withTitle } from "./head";
import { injectIntoHtml } from "./html-payload";
import { bannerPreloadLink, homeShowsBanners, isHomePath } from "./lcp-preload";
import { contentSecurityPolicy } from "./security";
import { firstLoadPreloads, readShellBuild, type ShellBuild } from "./vertical-chunk";

/** Where the built shell lives; `STOREFRONT_DIST` overrides for deployments that move it. */
export function defaultStorefrontDist(): string {
  return process.env.STOREFRONT_DIST ?? join(import.meta.dirname, "../../../shell/dist");
}

/**
 * Serves the built storefront: hashed assets as static files, every other GET as index.html with
 * the boot payload injected, the partner's title, favicon and vertical preload in the head, and a
 * Content Security Policy that allows exactly the partner's well-formed tag ids.
 */
export function mountStorefront(
  app: Hono,
  options: {
    distDir: string;
    /** The page payload of a host (core's `PagePayload`: partner and user; answers are added here). */
    payload: (host: string) => Promise<PagePayload & { partner: Partner }>;
    /** The `data` of `GET C/home` for the host's partner (null for an unknown host). */
    homeContent?: (host: string) => Promise<HomeContent | null>;
    /** Checks each payload before it is sent (development and tests: `checkPagePayload`). */
    checkPayload?: (payload: PagePayload) => void;
  },
) {
  let template: Promise<string> | undefined;
  let build: Promise<ShellBuild> | undefined;
  const loadTemplate = () => {
    template ??= readFile(join(options.distDir, "index.html"), "utf8").catch((error: unknown) => {
      template = undefined;
      throw error;
    });
    return template;
  };
  // Hashed file names never change content: a year of caching, and the `.br` / `.gz` files the
  // build wrote beside each asset instead of compressing the same bytes on every request.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("/assets/*", serveStatic({ root: options.distDir, precompressed: true }));
  // A missing asset (an old chunk after a deploy) is a 404, never the HTML page: the shell's
  // chunk-reload guard needs the failed import to fail.
  app.get("/assets/*", (c) => c.text("Not found", 404));
  app.get("*", async (c) => {
    const html = await loadTemplate().catch(() => undefined);
    if (!html) return c.text("The storefront is not built yet: run `pnpm build`.", 503);
    build ??= readShellBuild(options.distDir);
    const shell = await build;
    const host = c.req.header("host") ?? "";
    const payload = await options.payload(host);
    const known = payload.partner.access_token !== null;
    const type = known ? payload.partner.snachoo_settings.type : null;
    const preloads = firstLoadPreloads(shell, type);
    // A catalogue home renders from the home answer, whose first banner is its LCP element: the
    // answer rides in the payload (no API round trip after the JS, only on a catalogue home: the
    // payload stays small) and the banner is preloaded, so the picture downloads while the JS does.
    const home =
      type && isHomePath(c.req.path) && homeShowsBanners(shell, type)
        ? await options.homeContent?.(host)
        : null;
    if (home) payload.prefetched = { home };
    options.checkPayload?.(payload);
    const banner = home?.banners[0]?.image;
    c.header("Content-Security-Policy", contentSecurityPolicy(known ? payload.partner : null));
    c.header("Cache-Control", "no-store");
    const page = injectIntoHtml(withTitle(html, known ? brandTitle(payload.partner) : "Storefront"), {
      payload,
      head: headMarkup(
        known ? payload.partner : null,
        preloads,
        banner ? bannerPreloadLink(banner, splitLocalePath(c.req.path).locale) : "",
      ),
    });
    return c.html(page);
  });
}
