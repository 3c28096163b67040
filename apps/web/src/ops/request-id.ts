import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { BackendFetch } from "../backend/http-backend";

/** An incoming id we keep: short and plain, so it cannot smuggle anything into a log line or header. */
const WELL_FORMED = /^[A-Za-z0-9._-]{1,128}$/;

/** The id of a request: the caller's `X-Request-Id` when well formed (a proxy's trace), else a new one. */
export function requestIdOf(incoming: string | undefined | null): string {
  return incoming && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}

/**
 * The id of the request being answered, for every backend call made on its behalf — loaders and
 * page-cache revalidations included, which run deep in the page server and cannot be handed it.
 */
const current = new AsyncLocalStorage<string>();

export function runWithRequestId<T>(id: string, work: () => T): T {
  return current.run(id, work);
}

export function currentRequestId(): string | undefined {
  return current.getStore();
}

/**
 * The backend, with the current request's id in `X-Request-Id` on every call, so the backend's log
 * lines join this server's. It replaces an id the shopper sent (the proxy copies their headers): the
 * backend sees the id this server logged, never an unchecked one.
 */
export function forwardingRequestId(fetch: BackendFetch): BackendFetch {
  return (request) => {
    const id = current.getStore();
    if (!id) return fetch(request);
    const headers = new Headers(request.headers);
    headers.set("x-request-id", id);
    // `duplex` is required by undici whenever the request carries a streamed body (a proxied upload).
    return fetch(new Request(request, { headers, duplex: "half" } as RequestInit));
  };
}

/**
 * Gives each request its id (`requestIdOf`), runs the rest of the app within it, and answers it in
 * `X-Request-Id` so a shopper's report or a proxy's log can name the line.
 */
export const requestIdMiddleware: MiddlewareHandler = async (c, next) => {
  const id = requestIdOf(c.req.header("x-request-id"));
  await runWithRequestId(id, next);
  c.header("X-Request-Id", id);
};
