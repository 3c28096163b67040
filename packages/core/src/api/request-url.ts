import { toQueryString } from "../catalog/search-params.js";
import { type Endpoint, endpointPath } from "../contracts/endpoint.js";

/**
 * Fills the `:param` segments of an endpoint path with percent-encoded values. Returns the
 * names of params that are missing or empty instead of throwing.
 */
export function fillPathParams(
  path: string,
  params: Readonly<Record<string, unknown>> | undefined,
): { path: string; missing: string[] } {
  const missing: string[] = [];
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const value = params && Object.hasOwn(params, key) ? params[key] : undefined;
    if (value === undefined || value === null || value === "") {
      missing.push(key);
      return `:${key}`;
    }
    return encodeURIComponent(String(value));
  });
  return { path: filled, missing };
}

/**
 * The full URL of a call: base (site origin or external base URL, trailing slashes removed) +
 * the endpoint's prefix and path with params filled + the cleaned query (empty, undefined and
 * null values dropped, spec §5).
 */
export function requestUrl(
  base: string,
  endpoint: Pick<Endpoint, "prefix" | "path">,
  filledPath: string,
  query: Readonly<Record<string, unknown>> | undefined,
): string {
  const prefixed = endpointPath({ prefix: endpoint.prefix, path: filledPath as `/${string}` });
  const qs = query ? toQueryString(query) : "";
  return `${base.replace(/\/+$/, "")}${prefixed}${qs ? `?${qs}` : ""}`;
}
