import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, Hono } from "hono";
import type { WebMetrics } from "./metrics";

const LOOPBACK_PEERS = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** The socket's peer; undefined for `app.request()` in a test, which has no socket. */
function peerOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request may read the metrics: addressed to this machine by loopback name and port
 * (`127.0.0.1:PORT`, `localhost:PORT`), from a loopback peer, not relayed by a proxy. Every partner's
 * host reaches this server, and a partner's site must not publish our traffic: a request for
 * `retail.example.com/metrics` is a page like any other. The Host alone can be forged by whoever
 * reaches the port directly, hence the peer check as well; a proxy on this machine (a loopback peer)
 * says so in `X-Forwarded-*`.
 */
export function mayReadMetrics(c: Context, port: number): boolean {
  const host = c.req.header("host");
  if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}` && host !== `[::1]:${port}`) return false;
  if (c.req.header("x-forwarded-for") !== undefined || c.req.header("x-forwarded-host") !== undefined)
    return false;
  const peer = peerOf(c);
  return peer === undefined || LOOPBACK_PEERS.has(peer);
}

/** `GET /metrics` in Prometheus's text format, for loopback only (`mayReadMetrics`). */
export function mountMetrics(app: Hono, metrics: WebMetrics, port: number) {
  app.get("/metrics", async (c) => {
    if (!mayReadMetrics(c, port)) return c.text("Not found", 404);
    c.header("Content-Type", metrics.registry.contentType);
    c.header("Cache-Control", "no-store");
    return c.body(await metrics.registry.metrics());
  });
}
