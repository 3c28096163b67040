import type { FetchInit, FetchLike, ResponseLike } from "@storefront/core/api";

// A test double of `fetch` (the network boundary) for kit's and the verticals' unit tests: replies
// by method and path, and records every request. Not exported from the package's entry points.

/** A recorded request. */
export interface FetchCall {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A reply: an HTTP status with a JSON body, a thrown error (network failure), or a function of the call. */
export type FetchReply =
  | { status?: number; body: unknown }
  | Error
  | ((call: FetchCall) => FetchReply | Promise<FetchReply>);

/** The success envelope of the API around `data`. */
export function ok(data: unknown): FetchReply {
  return { status: 200, body: { status: "success", data } };
}

/** The error envelope of the API. */
export function fail(status: number, code: string, msg = code): FetchReply {
  return { status, body: { status: "error", code, msg } };
}

/**
 * A `fetch` that answers `routes` — keys like `"POST /login"`, matched on the end of the path (so
 * `/ecommerce/api/snachoo/login` matches). Unknown requests answer 404 `not_found`.
 */
export function createFetchDouble(routes: Record<string, FetchReply> = {}) {
  const calls: FetchCall[] = [];
  const fetch: FetchLike = async (input: string, init: FetchInit): Promise<ResponseLike> => {
    const url = new URL(input, "http://test.localhost");
    const call: FetchCall = {
      method: init.method,
      url: input,
      path: url.pathname,
      headers: init.headers,
      body: init.body === undefined ? undefined : JSON.parse(init.body),
    };
    calls.push(call);
    const key = Object.keys(routes).find((route) => {
      const [method, path] = route.split(" ");
      return method === call.method && path !== undefined && call.path.endsWith(path);
    });
    let reply: FetchReply = key ? (routes[key] as FetchReply) : fail(404, "not_found");
    while (typeof reply === "function") reply = await reply(call);
    if (reply instanceof Error) throw reply;
    const status = reply.status ?? 200;
    const text = JSON.stringify(reply.body);
    return { ok: status >= 200 && status < 300, status, statusText: String(status), text: async () => text };
  };
  return { fetch, calls, routes };
}
