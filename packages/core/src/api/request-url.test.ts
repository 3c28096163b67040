import { describe, expect, it } from "vitest";
import { fillPathParams, requestUrl } from "./request-url.js";

describe("request URLs", () => {
  it("fills params with percent-encoding and reports missing ones", () => {
    expect(fillPathParams("/orders/:id/lines/:line", { id: "a/b", line: 3 })).toEqual({
      path: "/orders/a%2Fb/lines/3",
      missing: [],
    });
    expect(fillPathParams("/orders/:id", { id: "" }).missing).toEqual(["id"]);
    expect(fillPathParams("/orders/:id", undefined).missing).toEqual(["id"]);
  });

  it("joins base, prefix, path and the cleaned query", () => {
    expect(
      requestUrl("https://shop.example/", { prefix: "snachoo", path: "/x" }, "/x", { a: "", b: null, c: 1 }),
    ).toBe("https://shop.example/ecommerce/api/snachoo/x?c=1");
    expect(requestUrl("https://cms.example", { prefix: "cms", path: "/p" }, "/p", undefined)).toBe(
      "https://cms.example/ecommerce/api/cms/p",
    );
    expect(requestUrl("", { prefix: "partner", path: "/p" }, "/p", {})).toBe("/snachoo/api/p");
  });
});

describe("request URLs over many queries", () => {
  it("never carries an empty, undefined or null value", async () => {
    const { fc } = await import("@fast-check/vitest");
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.stringMatching(/^[a-z_]{1,6}$/),
          fc.oneof(fc.string(), fc.constant(null), fc.constant(undefined), fc.constant(""), fc.integer()),
        ),
        (query) => {
          const url = requestUrl("https://s.example", { prefix: "snachoo", path: "/x" }, "/x", query);
          const search = url.split("?")[1] ?? "";
          for (const pair of search ? search.split("&") : []) {
            const value = decodeURIComponent(pair.split("=")[1] ?? "");
            expect(value.trim()).not.toBe("");
          }
        },
      ),
    );
  });
});
