import { describe, expect, it } from "vitest";
import { clientAddressFrom, parseTrustProxyHops } from "./client-address";

describe("clientAddressFrom", () => {
  it("takes the hops-th address from the right, whatever the client wrote to its left", () => {
    expect(clientAddressFrom("6.6.6.6, 203.0.113.7", "10.0.0.2", 1)).toBe("203.0.113.7");
    expect(clientAddressFrom("6.6.6.6, 7.7.7.7, 203.0.113.7, 10.0.0.5", "10.0.0.2", 2)).toBe("203.0.113.7");
    expect(clientAddressFrom(" 203.0.113.7 ", "10.0.0.2", 1)).toBe("203.0.113.7");
  });

  it("ignores the header without trusted proxies", () => {
    expect(clientAddressFrom("6.6.6.6", "10.0.0.2", 0)).toBe("10.0.0.2");
    expect(clientAddressFrom(undefined, undefined, 0)).toBe("unknown");
  });

  it("falls back on the leftmost address of a chain shorter than the hops, and on the socket without one", () => {
    expect(clientAddressFrom("203.0.113.7", "10.0.0.2", 3)).toBe("203.0.113.7");
    expect(clientAddressFrom(" , ", "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(clientAddressFrom(undefined, "10.0.0.2", 1)).toBe("10.0.0.2");
  });
});

describe("parseTrustProxyHops", () => {
  it("reads a whole number and refuses anything else with the setting's name", () => {
    expect(parseTrustProxyHops(undefined)).toBe(0);
    expect(parseTrustProxyHops("")).toBe(0);
    expect(parseTrustProxyHops("2")).toBe(2);
    for (const bad of ["1.5", "-1", "yes", "99"]) {
      expect(() => parseTrustProxyHops(bad)).toThrow(/TRUST_PROXY_HOPS/);
    }
  });
});
