import type { Endpoint } from "../contracts/endpoint.js";

/** The names of a module's exports that are endpoints. */
type EndpointName<M> = { [N in keyof M]: M[N] extends Endpoint ? N : never }[keyof M];

/**
 * A lazy endpoint for `client.call`: the export `name` of a contracts module that `load` imports
 * on the first call (`lazyEndpoint(() => import("@storefront/core/contracts/api/catalog"), "getProduct")`).
 * The module, and the zod schemas it builds, stay out of the code that makes the call; the calls
 * stay typed by the endpoint's schemas. A failed import rejects the call with its own error.
 */
export function lazyEndpoint<M, K extends EndpointName<M>>(
  load: () => Promise<M>,
  name: K,
): () => Promise<M[K]> {
  return () => load().then((module) => module[name]);
}
