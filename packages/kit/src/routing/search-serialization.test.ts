import { createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { validateSearchPageSearch } from "../catalog/search-params";
import { parseSearch, parseSearchValue, stringifySearch } from "./search-serialization";

describe("parseSearch and stringifySearch", () => {
  it("keep a search text that JSON would read as another number", () => {
    for (const text of ["12e3", "1.50", "-0", "1e400", "0x10", "12345678901234567890"]) {
      expect(parseSearch(`?key=${text}`), text).toEqual({ key: text });
      expect(stringifySearch({ key: text }), text).toBe(`?key=${text}`);
    }
  });

  it("still read numbers written plainly as numbers, and quote texts that look like them", () => {
    expect(parseSearch("?page=2&category_id=23")).toEqual({ page: 2, category_id: 23 });
    expect(stringifySearch({ page: 2, key: "12000" })).toBe("?page=2&key=%2212000%22");
    expect(parseSearch(stringifySearch({ key: "12000" }))).toEqual({ key: "12000" });
    expect(parseSearchValue("-5")).toBe(-5);
  });
});

describe("a router with them", () => {
  it("leaves /search?key=12e3 as it is: the search is for the text 12e3", async () => {
    const root = createRootRoute();
    const search = createRoute({
      getParentRoute: () => root,
      path: "/search",
      validateSearch: validateSearchPageSearch,
    });
    const router = createRouter({
      routeTree: root.addChildren([search]),
      history: createMemoryHistory({ initialEntries: ["/search?key=12e3"] }),
      parseSearch,
      stringifySearch,
    });
    await router.load();
    expect(router.state.location.search).toEqual({ key: "12e3" });
    expect(router.state.location.href).toBe("/search?key=12e3");
  });
});
