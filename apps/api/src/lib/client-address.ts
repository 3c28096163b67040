/**
 * The client address every per-address limit counts by. Behind `hops` proxies the operator runs,
 * each proxy appends the address it received the connection from to `X-Forwarded-For`; the client
 * can write anything to the left of those. So the client is the `hops`-th address from the right —
 * the one the outermost trusted proxy saw — never the leftmost. With `hops` 0 (no proxy) the header
 * is ignored and the socket's peer is the client. A header shorter than `hops` means the request
 * did not come through every proxy: the leftmost address is the closest to the client there is.
 */
export function clientAddressFrom(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  hops: number,
): string {
  if (hops > 0 && forwardedFor) {
    const chain = forwardedFor
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part !== "");
    const address = chain[Math.max(chain.length - hops, 0)];
    if (address) return address;
  }
  return socketAddress ?? "unknown";
}

/**
 * The `TRUST_PROXY_HOPS` setting: a whole number of trusted proxies, 0 when unset. Anything else
 * stops the start with the setting's name, rather than trusting a header by accident.
 */
export function parseTrustProxyHops(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUST_PROXY_HOPS must be a whole number from 0 to 10 (got "${value}")`);
  }
  return hops;
}
