import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { matchRoute, normalizePathname } from "./match-route.js";

describe("matchRoute", () => {
  it("matches static and param paths, static first", () => {
    expect(matchRoute("/cart")?.route.name).toBe("cart");
    expect(matchRoute("/products/5")).toMatchObject({ route: { name: "products-id" }, params: { id: "5" } });
    expect(matchRoute("/products/5/green-tea?variant_id=2")).toMatchObject({
      route: { name: "products-id-slug" },
      params: { id: "5", slug: "green-tea" },
    });
    expect(matchRoute("/account/orders/9/")).toMatchObject({
      route: { name: "account-orders-id" },
      params: { id: "9" },
    });
    expect(matchRoute("/about")).toMatchObject({
      route: { name: "pageName" },
      params: { pageName: "about" },
    });
    expect(matchRoute("/")?.route.name).toBe("index");
  });

  it("decodes params and survives bad encodings", () => {
    expect(matchRoute("/products/%D8%B4%D8%A7%D9%8A")?.params.id).toBe("شاي");
    expect(matchRoute("/products/%E0%A4")?.params.id).toBe("%E0%A4");
  });

  it("matches nothing for unknown deep paths and empty segments", () => {
    expect(matchRoute("/nope/deeper")).toBeNull();
    expect(matchRoute("/products//x")).toBeNull();
    expect(matchRoute("/account/orders/1/2")).toBeNull();
  });

  it("normalises pathnames", () => {
    expect(normalizePathname("/a/b/?x#y")).toBe("/a/b");
    expect(normalizePathname("")).toBe("/");
    expect(normalizePathname("///")).toBe("/");
  });

  test.prop([fc.array(fc.stringMatching(/^[a-z0-9-]{1,6}$/), { minLength: 1, maxLength: 1 })])(
    "every single-segment path matches a route (static or a partner page)",
    ([segment]) => {
      expect(matchRoute(`/${segment}`)).not.toBeNull();
    },
  );
});
