import type { z } from "zod/mini";

/** The three API path prefixes of spec §7. */
export const API_PREFIXES = {
  /** The default: `/ecommerce/api/snachoo{path}`. */
  snachoo: "/ecommerce/api/snachoo",
  /** The CMS: `/ecommerce/api/cms{path}`. */
  cms: "/ecommerce/api/cms",
  /** The partner root: `/snachoo/api{path}`. */
  partner: "/snachoo/api",
} as const;

/** Which of the spec's path prefixes an endpoint lives under. */
export type ApiPrefix = keyof typeof API_PREFIXES;

/** HTTP methods the API uses. */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type Schema = z.core.$ZodType;

/**
 * One API call, described once and shared by the client (`@storefront/core/api`) and the
 * reference server: method, prefix, path (with `:param` segments), the strict schemas of its
 * params, query and body, and the schema of the `data` its success envelope carries.
 * `auth: "customer"` means the call needs the `X-customer-token` header; `auth: "staff"` the
 * partner's staff key in `X-Staff-Key` (`STAFF_KEY_HEADER`): calls of the partner's own people,
 * never of a page a shopper loads.
 */
export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  method: HttpMethod;
  prefix: ApiPrefix;
  path: `/${string}`;
  auth: "partner" | "customer" | "staff";
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

/** Declares an endpoint with its types inferred (an identity function, for inference only). */
export function defineEndpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(endpoint: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return endpoint;
}

/** The full path of an endpoint with its prefix, before params are filled in. */
export function endpointPath(endpoint: Pick<Endpoint, "prefix" | "path">): string {
  return `${API_PREFIXES[endpoint.prefix]}${endpoint.path}`;
}
