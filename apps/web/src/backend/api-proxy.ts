import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, Hono } from "hono";
import type { BackendFetch } from "./http-backend";

/** The backend's paths a browser calls on the site's own origin (spec §7's prefixes, and pictures). */
export const BACKEND_PATHS = ["/ecommerce/api/*", "/snachoo/api/*", "/images/*"] as const;

/** The peer of the request's socket (undefined in `app.request()`, which has none). */
function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * Serves the backend's paths on the site's origin by proxy (docs/decisions/0037): the browser's
 * API calls and pictures stay same-origin, the backend sees the site's host (the tenant) and the
 * shopper's address appended to `X-Forwarded-For` — so it trusts one more hop than this server does.
 */
export function mountBackendProxy(app: Hono, backend: BackendFetch) {
  for (const path of BACKEND_PATHS) {
    app.all(path, (c) => {
      const headers = new Headers(c.req.raw.headers);
      const peer = peerAddress(c);
      if (peer) {
        const forwarded = headers.get("x-forwarded-for");
        headers.set("x-forwarded-for", forwarded ? `${forwarded}, ${peer}` : peer);
      }
      const hasBody = c.req.method !== "GET" && c.req.method !== "HEAD";
      return backend(
        new Request(c.req.url, {
          method: c.req.method,
          headers,
          ...(hasBody ? { body: c.req.raw.body, duplex: "half" } : {}),
          signal: c.req.raw.signal,
        } as RequestInit),
      );
    });
  }
}
