// @vitest-environment node
import type { FetchLike } from "@storefront/core/api";
import type { Partner } from "@storefront/core/contracts/partner";
import { describe, expect, it } from "vitest";
import { render } from "./entry-server";

/** A retail partner of its own host. */
function partner(id: number, name: string): Partner {
  return {
    business_id: id,
    access_token: `token-${id}`,
    name,
    snachoo_settings: { type: "retail", url: `shop${id}.localhost` },
    pages: [],
    cms_config: {},
    currency: { code: "SAR", minor_digits: 2 },
  };
}

/**
 * The API at the network boundary: every call is recorded with the token it carried, and answers
 * "not found" (the pages under test render their frame without catalogue data).
 */
function recordingApi(calls: string[]): FetchLike {
  return async (input, init) => {
    const request = new Request(input, init);
    calls.push(`${new URL(request.url).host} ${request.headers.get("authorization") ?? "-"}`);
    return Response.json({ status: "error", code: "not_found", msg: "Not found" }, { status: 404 });
  };
}

/** The contact page's heading in each locale (kit's catalog). */
const CONTACT = { en: "Contact us", ar: "اتصل بنا" } as const;

describe("the server render of one request", () => {
  it("renders two tenants in two locales at once without sharing anything", async () => {
    const tenants = [partner(1, "Alpha Goods"), partner(2, "Beta Wares")];
    const cases = tenants.flatMap((tenant, index) =>
      (["en", "ar"] as const).map((locale) => ({
        tenant,
        locale,
        host: `shop${index + 1}.localhost`,
        calls: [] as string[],
      })),
    );
    const results = await Promise.all(
      cases.map(({ tenant, locale, host, calls }) =>
        render({
          url: `http://${host}${locale === "ar" ? "/ar" : ""}/contact`,
          payload: { partner: tenant, user: null },
          nonce: `nonce-${host}-${locale}`,
          fetch: recordingApi(calls),
        }),
      ),
    );
    results.forEach((result, index) => {
      const { tenant, locale, host, calls } = cases[index]!;
      const other = tenants.find((candidate) => candidate !== tenant)!;
      expect(result.kind).toBe("page");
      if (result.kind !== "page") return;
      expect(result.status).toBe(200);
      expect(result.html).toContain(tenant.name);
      expect(result.html).not.toContain(other.name);
      expect(result.head.title).toBe(`${CONTACT[locale]} | ${tenant.name}`);
      // The page speaks its own locale only.
      const otherLocale = locale === "ar" ? "en" : "ar";
      expect(result.html).toMatch(new RegExp(`<h1[^>]*>${CONTACT[locale]}</h1>`));
      expect(result.html).not.toContain(`>${CONTACT[otherLocale]}<`);
      // The router's inline scripts carry this response's nonce, no other one.
      expect(result.html).toContain(`nonce="nonce-${host}-${locale}"`);
      expect(
        result.html.match(/nonce="([^"]+)"/g)?.every((attr) => attr === `nonce="nonce-${host}-${locale}"`),
      ).toBe(true);
      // Its API calls went with its own partner's token to its own host.
      for (const call of calls) expect(call).toBe(`${host} Bearer ${tenant.access_token}`);
    });
  });

  it("answers a canonical-slug or guard redirect as a redirect, with a path", async () => {
    const result = await render({
      url: "http://shop1.localhost/products",
      payload: { partner: null, user: null },
      nonce: "n",
      fetch: recordingApi([]),
    });
    expect(result).toEqual({ kind: "redirect", status: 302, location: "/partner-not-found" });
  });
});
