import type { Tenant } from "../tenancy";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The origin of a partner's storefront, from its configured `url` only — never from a request's
 * Host, which the client writes: a link mailed to a customer must lead to the partner, not to a
 * host an attacker put in the request. A partner on this machine (`*.localhost`) is plain HTTP on
 * the port the server listens on (`localPort`); any other is HTTPS on the default port.
 */
export function partnerOrigin(tenant: Pick<Tenant, "url">, localPort?: number): string {
  const host = tenant.url.trim().toLowerCase().replace(/\.$/, "");
  const local = host.endsWith(".localhost") || LOOPBACK.has(host);
  if (!local) return `https://${host}`;
  return `http://${host}${localPort ? `:${localPort}` : ""}`;
}
