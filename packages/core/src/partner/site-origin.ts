const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The origin of a partner's storefront, from its configured URL (`snachoo_settings.url`) only —
 * never from a request's Host, which the client writes: a reset link mailed to a customer, a page's
 * canonical URL and its sitemap must name the partner, not a host an attacker put in a request
 * (`retail.localhost:6666`, `127.0.0.1`, a trailing dot) and a cache then served to everyone. A
 * partner on this machine (`*.localhost`) is plain HTTP on the port its storefront listens on
 * (`localPort`); any other is HTTPS on the default port.
 */
export function partnerSiteOrigin(configuredUrl: string, localPort?: number): string {
  const host = configuredUrl
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/[/?#].*$/, "")
    .replace(/\.$/, "");
  const local = host.endsWith(".localhost") || LOOPBACK.has(host);
  if (!local) return `https://${host}`;
  return `http://${host}${localPort ? `:${localPort}` : ""}`;
}
