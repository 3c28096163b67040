import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { Readable } from "node:stream";

/**
 * The backend as the storefront server calls it: a request addressed to the site (the shopper's
 * host, `http://retail.localhost:3000/ecommerce/api/snachoo/products`), answered by the backend.
 */
export type BackendFetch = (request: Request) => Promise<Response>;

/** Headers a proxy must not pass on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
]);

/** A reset on a reused kept-alive socket: the backend closed it, idle, as the request went out. */
function isStaleSocket(error: unknown): boolean {
  const failure = error as { code?: string; reusedSocket?: boolean };
  return failure?.reusedSocket === true && failure.code === "ECONNRESET";
}

function responseOf(incoming: IncomingMessage): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const status = incoming.statusCode ?? 502;
  // A 204/304 has no body; any other answer streams its body on. The bodiless one is still read
  // to its end: until then Node does not hand its socket back to the agent, and 64 revalidations
  // answered 304 held every socket until the backend's keep-alive timeout closed them (5 s stalls).
  const bodiless = status === 204 || status === 304;
  if (bodiless) incoming.resume();
  const body = bodiless ? null : (Readable.toWeb(incoming) as ReadableStream);
  return new Response(body, { status, headers });
}

/**
 * The backend at `baseUrl` (`STOREFRONT_API_URL`) over HTTP with kept-alive connections: each request
 * goes to the same path there, with the site's host in `Host` (the tenant: a partner is its host)
 * and in `X-Forwarded-Host`. Node's `fetch` cannot send a `Host` of its own, so this speaks
 * `node:http` directly and answers a web `Response`. `close()` ends its kept-alive sockets (a
 * graceful stop, once no request needs them).
 */
export function httpBackend(baseUrl: string): BackendFetch & { close(): void } {
  const base = new URL(baseUrl);
  const secure = base.protocol === "https:";
  const agent = secure
    ? new HttpsAgent({ keepAlive: true, maxSockets: 64 })
    : new HttpAgent({ keepAlive: true, maxSockets: 64 });
  const send = secure ? httpsRequest : httpRequest;
  const prefix = base.pathname.replace(/\/$/, "");
  const fetch: BackendFetch = async (request) => {
    const site = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name) && name !== "host") headers[name] = value;
    });
    headers.host = site.host;
    headers["x-forwarded-host"] = site.host;
    headers["x-forwarded-proto"] = site.protocol.replace(":", "");
    const once = () =>
      new Promise<Response>((resolve, reject) => {
        const outgoing = send(
          {
            protocol: base.protocol,
            hostname: base.hostname,
            port: base.port || (secure ? 443 : 80),
            method: request.method,
            path: `${prefix}${site.pathname}${site.search}`,
            headers,
            agent,
            signal: request.signal,
          },
          (incoming) => resolve(responseOf(incoming)),
        );
        outgoing.on("error", (error: NodeJS.ErrnoException) =>
          reject(Object.assign(error, { reusedSocket: outgoing.reusedSocket })),
        );
        // A body streams through as it arrives (a proxied upload is never held whole in memory).
        if (request.body)
          Readable.fromWeb(request.body as import("node:stream/web").ReadableStream).pipe(outgoing);
        else outgoing.end();
      });
    try {
      return await once();
    } catch (error) {
      // A kept-alive socket the backend closed as this request went out (its idle timeout) resets:
      // nothing was answered, so a request without a body is sent again once, on a new socket
      // (Node's documented pattern). Anything else is the caller's error.
      if (request.body || !isStaleSocket(error)) throw error;
      return once();
    }
  };
  return Object.assign(fetch, { close: () => agent.destroy() });
}
