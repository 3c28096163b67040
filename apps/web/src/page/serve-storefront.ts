import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { FetchLike } from "@storefront/core/api";
import type { PagePayload } from "@storefront/core/contracts/page-payload";
import type { Partner } from "@storefront/core/contracts/partner";
import type { ServerRender } from "@storefront/core/contracts/server-render";
import { splitLocalePath } from "@storefront/core/locale";
import { partnerSiteOrigin } from "@storefront/core/partner";
import { catalogueQuery, pathIsCatalogueOnly } from "@storefront/core/routes";
import type { Hono } from "hono";
import type { Backend } from "../backend/backend";
import { seoMarkup } from "../seo/seo-head";
import { mountSeoFiles } from "../seo/seo-routes";
import { bootAfterFirstPaint } from "./boot-after-paint";
import { encodeKeptPage, encodePage } from "./encode-page";
import { brandTitle, headMarkup } from "./head";
import { bannerPreloadLink, homeShowsBanners, isHomePath } from "./lcp-preload";
import { type KeptPage, PageCache, type PageDependency } from "./page-cache";
import { pageDocument } from "./page-document";
import { rootLocaleRedirect } from "./root-locale";
import { inlineScriptHashes } from "./script-hashes";
import { contentSecurityPolicy } from "./security";
import { servedPayloadMemo } from "./served-payload";
import { loadServerRender } from "./server-renderer";
import { themeMarkup } from "./theme-head";
import { firstLoadPreloads, hydrationPreloads, readShellBuild, type ShellBuild } from "./vertical-chunk";

/** Where the built shell lives; `STOREFRONT_DIST` overrides for deployments that move it. */
export function defaultStorefrontDist(): string {
  return process.env.STOREFRONT_DIST ?? join(import.meta.dirname, "../../../shell/dist");
}

/** The page payload of a partner, one object per partner object (validated and digested once). */
const payloads = new WeakMap<Partner, PagePayload & { partner: Partner }>();
function payloadOf(partner: Partner): PagePayload & { partner: Partner } {
  let payload = payloads.get(partner);
  if (!payload) {
    payload = { partner, user: null };
    payloads.set(partner, payload);
  }
  return payload;
}

export interface StorefrontOptions {
  distDir: string;
  /** Render pages with the shell's server build (false: the browser renders every page). */
  serverRender?: boolean;
  /** The backend, through core's contract only: partners, the home, the sitemap, the loaders' calls. */
  backend: Backend;
  /**
   * Checks each payload as built, and a browser-rendered page's with its prefetched answers
   * (development and tests: `checkPagePayload`). Every page validates its payload anyway
   * (`servedPagePayload`): the browser does not.
   */
  checkPayload?: (payload: PagePayload) => void;
  /**
   * The port this server listens on, for a partner on this machine (`*.localhost`): its canonical
   * URLs are `http://retail.localhost:PORT` (core's `partnerSiteOrigin`). 3000 when not given.
   */
  localPort?: number;
}

/** A page as sent: the same bytes for everyone who asks (no per-response nonce). */
interface PageBody {
  kind: "page";
  status: number;
  html: string;
  cacheable: boolean;
  /** Its Content Security Policy: the partner's tag hosts and the hashes of its inline scripts. */
  csp: string;
  /** A validator of its HTML (weak: each encoding is other bytes of the same page). */
  etag: string;
}

/** The answer to a page request. */
type PageAnswer = PageBody | { kind: "redirect"; status: 301 | 302 | 307 | 308; location: string };

/**
 * How long a shared cache (a CDN) may serve an anonymous catalogue page without asking, then serve
 * it while it asks again. Short: a price or a name edited shows within the minute, while a burst of
 * shoppers on one page is answered at the edge. This server itself never serves a kept page
 * without checking its answers still stand.
 */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";

function pageBody(html: string, status: number, cacheable: boolean, partner: Partner | null): PageBody {
  return {
    kind: "page",
    status,
    html,
    cacheable,
    csp: contentSecurityPolicy(partner, inlineScriptHashes(html)),
    etag: `W/"${createHash("sha1").update(html).digest("base64url")}"`,
  };
}

/** Whether `If-None-Match` names this validator (or `*`). */
function matchesValidator(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/**
 * Serves the storefront: hashed assets as static files, every other GET as a page. A page is
 * rendered on the server by the shell's server build (decision 0025) — its status, redirects,
 * head tags (title, SEO, the partner's theme) and HTML; a page only the browser can decide (behind
 * login) as its frame (decision 0031). Anonymous catalogue pages are
 * cached per tenant × locale × URL while the API answers they were built from stand (their ETags,
 * `PageCache`), and answered so a CDN may keep them (`SHARED_PAGE_CACHE_CONTROL`, a validator,
 * 304s); every other page is `private, no-store`. A page is the same bytes for everyone: its Content
 * Security Policy lists the hashes of its inline scripts (no per-response nonce, docs/decisions/0038)
 * and exactly the partner's well-formed tag hosts.
 */
export function mountStorefront(app: Hono, options: StorefrontOptions) {
  let template: Promise<string> | undefined;
  let build: Promise<ShellBuild> | undefined;
  let renderer: Promise<ServerRender | null> | undefined;
  const loadTemplate = () => {
    template ??= readFile(join(options.distDir, "index.html"), "utf8").catch((error: unknown) => {
      template = undefined;
      throw error;
    });
    return template;
  };
  const served = servedPayloadMemo(options.checkPayload);
  const localPort = options.localPort ?? 3000;
  const cache = new PageCache<PageAnswer>(
    (page) =>
      page.value.kind === "page" && page.value.cacheable && page.dependencies.every((d) => d.etag !== ""),
    (answer) => (answer.kind === "page" ? answer.html.length * 2 : 200),
  );
  // The loaders' calls go to the backend as the site's own (its host names the tenant).
  const callApi = (request: Request) => options.backend.fetch(request);
  /** The API for one render, noting every GET it answered and its ETag (none: the page is not kept). */
  const recordingFetch =
    (dependencies: PageDependency[]): FetchLike =>
    async (input, init) => {
      const request = new Request(input, init);
      const response = await callApi(request);
      if (request.method === "GET") {
        dependencies.push({
          url: request.url,
          headers: Object.fromEntries(request.headers),
          etag: response.ok ? (response.headers.get("etag") ?? "") : response.status === 404 ? "404" : "",
        });
      }
      return response;
    };
  /** Whether every answer a kept page was built from still answers the same (304, or 404 again). */
  const stands = async (dependencies: readonly PageDependency[]) => {
    const answers = await Promise.all(
      dependencies.map((dependency) =>
        callApi(
          new Request(dependency.url, {
            headers: {
              ...dependency.headers,
              ...(dependency.etag === "404" ? {} : { "if-none-match": dependency.etag }),
            },
          }),
        ),
      ),
    );
    // An answer that changed comes with its body, which nobody reads here: dropped, so its socket
    // goes back to the pool.
    for (const answer of answers) void answer.body?.cancel().catch(() => {});
    return answers.every((answer, i) => answer.status === (dependencies[i]?.etag === "404" ? 404 : 304));
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
  mountSeoFiles(app, options.backend, localPort);
  app.get("*", async (c) => {
    const html = await loadTemplate().catch(() => undefined);
    if (!html) return c.text("The storefront is not built yet: run `pnpm build`.", 503);
    build ??= readShellBuild(options.distDir);
    renderer ??= options.serverRender === false ? Promise.resolve(null) : loadServerRender(options.distDir);
    const [shell, render] = await Promise.all([build, renderer]);
    const url = new URL(c.req.url);
    // Every page: the payload the browser boots from without validating it (checked as built in
    // development and tests, held to the whole contract, undeclared fields too).
    const { payload, digest } = served(payloadOf(await options.backend.partner(url.origin)));
    const partner = payload.partner && payload.partner.access_token !== null ? payload.partner : null;
    const { locale } = splitLocalePath(url.pathname);

    // Spec §4: the root's first-visit locale detection, as a real redirect.
    const rootRedirect = rootLocaleRedirect({
      path: `${url.pathname}${url.search}`,
      cookie: c.req.header("cookie"),
      acceptLanguage: c.req.header("accept-language"),
      partner,
    });
    if (rootRedirect) {
      c.header("Content-Security-Policy", contentSecurityPolicy(partner));
      c.header("Cache-Control", "private, no-store");
      c.header("Vary", "Cookie, Accept-Language");
      return c.redirect(rootRedirect, 302);
    }

    const page = { html, shell, payload, partner, locale, url };
    // What a catalogue page shows depends on these parameters only (a campaign's `utm_source` changes
    // nothing), and its canonical names the partner's own origin, never the request's Host.
    const query = catalogueQuery(url.search);
    const renderPage = async (dependencies: PageDependency[] = []): Promise<PageAnswer | null> => {
      if (!render) return null;
      const result = await render({
        url: url.href,
        payload,
        fetch: recordingFetch(dependencies),
        signal: c.req.raw.signal,
      });
      if (result.kind !== "page") return result.kind === "redirect" ? result : null;
      const title = result.head.title || (partner ? brandTitle(partner) : "Storefront");
      const status = partner ? result.status : 404;
      const head = partner
        ? seoMarkup({
            origin: partnerSiteOrigin(partner.snachoo_settings.url, localPort),
            path: url.pathname,
            search: query.known,
            partner,
            head: result.head,
            status,
          })
        : "";
      const html = document(page, { title, root: result.html, seo: head, modules: result.modules ?? [] });
      return pageBody(html, status, result.cacheable, partner);
    };

    let answer: PageAnswer | null;
    let cacheHit = false;
    let shared = false;
    if (partner && servesCatalogueOnly(shell, partner, url.pathname) && !query.hasOthers) {
      // Keyed by the tenant's payload and what the page reads, never by the raw Host or query: a
      // page asked with another host or a flood of made-up parameters cannot replace the real one.
      const key = [digest, `${url.pathname}${query.known}`].join("\0");
      const { value, hit } = await cache.read(
        String(partner.business_id),
        key,
        async (): Promise<KeptPage<PageAnswer>> => {
          const dependencies: PageDependency[] = [];
          const value = (await renderPage(dependencies)) ?? (await clientPage(page, options, c.req.path));
          return { value, dependencies };
        },
        stands,
      );
      answer = value;
      cacheHit = hit;
      shared = value.kind === "page" && value.status === 200 && value.cacheable;
      c.header("X-Storefront-Cache", hit ? "hit" : "miss");
    } else {
      answer = await renderPage();
    }
    answer ??= await clientPage(page, options, c.req.path);

    // The root's answer depends on the locale cookie and the browser's languages (spec §4).
    if (isHomePath(url.pathname) && locale === "en") c.header("Vary", "Cookie, Accept-Language");
    c.header("Vary", "Accept-Encoding", { append: true });
    if (answer.kind === "redirect") {
      c.header("Content-Security-Policy", contentSecurityPolicy(partner));
      c.header("Cache-Control", "private, no-store");
      return c.redirect(answer.location, answer.status);
    }
    c.header("Content-Security-Policy", answer.csp);
    c.header("Cache-Control", shared ? SHARED_PAGE_CACHE_CONTROL : "private, no-store");
    if (shared) {
      c.header("ETag", answer.etag);
      if (matchesValidator(c.req.header("if-none-match"), answer.etag)) return c.body(null, 304);
    }
    const acceptEncoding = c.req.header("accept-encoding");
    const encoded = cacheHit
      ? encodeKeptPage(answer, acceptEncoding)
      : encodePage(answer.html, acceptEncoding);
    if (encoded.encoding === null) return c.html(encoded.body, answer.status as 200);
    c.header("Content-Encoding", encoded.encoding);
    c.header("Content-Type", "text/html; charset=UTF-8");
    // A copy into a plain ArrayBuffer (Hono takes no pooled Buffer): 15 kB, a few microseconds.
    return c.body(new Uint8Array(encoded.body), answer.status as 200);
  });
}

/**
 * Whether a page's server HTML is built from catalogue answers alone, so it may be kept while they
 * stand: core's `catalogueOnly` routes, and the home of a vertical whose home is kit's catalogue
 * home (banners and rails). Other homes may show the day (a restaurant's menu, a salon's calendar)
 * and are rendered each time.
 */
function servesCatalogueOnly(shell: ShellBuild, partner: Partner, pathname: string): boolean {
  if (pathIsCatalogueOnly(pathname)) return true;
  return isHomePath(pathname) && homeShowsBanners(shell, partner.snachoo_settings.type);
}

interface PageInput {
  html: string;
  shell: ShellBuild;
  payload: PagePayload;
  partner: Partner | null;
  locale: ReturnType<typeof splitLocalePath>["locale"];
  url: URL;
}

/** The files a page's first render needs: the mount chunk, the partner's vertical, the locale's catalogs. */
function pagePreloads(page: PageInput): readonly string[] {
  return firstLoadPreloads(page.shell, page.partner?.snachoo_settings.type ?? null, page.locale);
}

/**
 * The head every page has: favicon, theme and, on a page the
 * browser renders, the module preloads (a server-rendered page starts them after its first paint).
 */
function baseHead(page: PageInput, preloads: readonly string[], extra: string[]): string {
  const parts = [
    page.partner ? themeMarkup(page.partner) : "",
    headMarkup(page.partner, preloads),
    // After the module preloads: the banner's download must not delay the JS the page needs.
    ...extra,
  ];
  return parts.filter(Boolean).join("\n    ");
}

/**
 * A server-rendered page: it paints from its HTML, then fetches its JavaScript (decision 0030): the
 * first load's, and the lazy chunks its render loaded (`modules`, decision 0035).
 */
function document(
  page: PageInput,
  parts: { title: string; root: string; seo: string; modules: readonly string[] },
): string {
  const html = pageDocument(page.html, {
    locale: page.locale,
    partner: page.partner,
    title: parts.title,
    head: baseHead(page, [], [parts.seo]),
    root: parts.root,
    payload: page.payload,
  });
  const type = page.partner?.snachoo_settings.type ?? null;
  return bootAfterFirstPaint(html, hydrationPreloads(page.shell, type, page.locale, parts.modules));
}

/**
 * A page the browser renders (a build without its server entry, or a server render that gave up): the
 * empty root, the payload — with the home's answer on a catalogue home, and its first banner
 * preloaded, so nothing waits on a round trip after the JS.
 */
async function clientPage(
  page: PageInput,
  options?: Pick<StorefrontOptions, "backend" | "checkPayload">,
  path = page.url.pathname,
): Promise<PageAnswer> {
  const type = page.partner?.snachoo_settings.type ?? null;
  const payload = { ...page.payload };
  const home =
    page.partner && type && isHomePath(path) && homeShowsBanners(page.shell, type)
      ? await options?.backend.home(page.url.origin, page.partner)
      : null;
  if (home) payload.prefetched = { home };
  options?.checkPayload?.(payload);
  const banner = home?.banners[0]?.image;
  const html = pageDocument(page.html, {
    locale: page.locale,
    partner: page.partner,
    title: page.partner ? brandTitle(page.partner) : "Storefront",
    head: baseHead(page, pagePreloads(page), [banner ? bannerPreloadLink(banner, page.locale) : ""]),
    root: "",
    payload,
  });
  return pageBody(html, 200, false, page.partner);
}
