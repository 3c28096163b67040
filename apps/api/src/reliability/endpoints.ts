/**
 * Every endpoint of the shared contracts, read from core's contract modules rather than listed by
 * hand: the fuzz and the authorization matrix cover a new endpoint the day it is declared (and
 * `endpoints.test.ts` fails when a new contract module is not read here).
 */
import { type Endpoint, endpointPath } from "@storefront/core/contracts/endpoint";
import { CONTRACT_MODULES, isEndpoint } from "../test/contract-modules";

export { CONTRACT_MODULES };

/** An endpoint with the name it is exported under. */
export interface NamedEndpoint {
  name: string;
  endpoint: Endpoint;
  /** `METHOD /full/path/:param`. */
  label: string;
}

/** Every endpoint of every contract module, once each. */
export function allEndpoints(): NamedEndpoint[] {
  const seen = new Set<Endpoint>();
  const out: NamedEndpoint[] = [];
  for (const [file, module] of Object.entries(CONTRACT_MODULES)) {
    for (const [name, value] of Object.entries(module)) {
      if (!isEndpoint(value) || seen.has(value)) continue;
      seen.add(value);
      out.push({ name: `${file}.${name}`, endpoint: value, label: `${value.method} ${endpointPath(value)}` });
    }
  }
  return out.sort((a, b) => a.label.localeCompare(b.label));
}

/** A path segment URI-encoded; a lone surrogate (not encodable) goes as the bytes a client would send. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
  }
}

/** An endpoint's full path with its `:params` filled in (URI-encoded). */
export function fillPath(endpoint: Endpoint, params: Record<string, unknown> | undefined): string {
  return endpointPath(endpoint).replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeSegment(String(params?.[name] ?? "")),
  );
}

/** A query object as a query string (`?a=1&b=2`), empty when there is nothing to send. */
export function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
