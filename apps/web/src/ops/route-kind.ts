import { BACKEND_PATHS } from "../backend/api-proxy";

/** What a request asked for, a bounded label for metrics (a path or a host would be unbounded). */
export type RouteKind = "page" | "asset" | "proxy" | "seo" | "ops";

export const OPS_PATHS = ["/healthz", "/readyz", "/metrics"] as const;
const SEO_PATHS = ["/robots.txt", "/sitemap.xml"];
/** The proxied prefixes (`/snachoo/api/`), from the proxy's own list so the two cannot drift. */
const PROXY_PREFIXES = BACKEND_PATHS.map((path) => path.replace(/\*$/, ""));

export function routeKindOf(path: string): RouteKind {
  if ((OPS_PATHS as readonly string[]).includes(path)) return "ops";
  if (path.startsWith("/assets/")) return "asset";
  if (SEO_PATHS.includes(path)) return "seo";
  if (PROXY_PREFIXES.some((prefix) => path.startsWith(prefix))) return "proxy";
  return "page";
}
