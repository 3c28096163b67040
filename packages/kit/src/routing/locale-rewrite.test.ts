import { createMemoryHistory, createRootRoute, createRouter } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { followUrlLocale, hrefInLocale, localeOfHref, localeRewrite, routerLocale } from "./locale-rewrite";

describe("localeRewrite", () => {
  it("strips /ar before matching and adds the locale's prefix to the hrefs it builds", () => {
    const ar = localeRewrite("ar");
    const input = ar.input({ url: new URL("http://x.localhost/ar/wishlist?a=1") });
    expect(input.pathname).toBe("/wishlist");
    expect(input.search).toBe("?a=1");
    expect(ar.output({ url: new URL("http://x.localhost/cart") }).pathname).toBe("/ar/cart");
    expect(ar.output({ url: new URL("http://x.localhost/") }).pathname).toBe("/ar");
  });

  it("keeps English unprefixed, and /archive is not Arabic", () => {
    const en = localeRewrite("en");
    expect(en.input({ url: new URL("http://x.localhost/archive") }).pathname).toBe("/archive");
    expect(en.input({ url: new URL("http://x.localhost/ar/cart") }).pathname).toBe("/cart");
    expect(en.output({ url: new URL("http://x.localhost/cart") }).pathname).toBe("/cart");
    expect(localeRewrite("en")).toBe(en);
  });
});

describe("followUrlLocale", () => {
  it("moves the router to the URL's locale at the start of every navigation", async () => {
    const root = createRootRoute();
    const history = createMemoryHistory({ initialEntries: ["/ar/cart"] });
    const router = createRouter({ routeTree: root, history, rewrite: localeRewrite("en") });
    const stop = followUrlLocale(router);
    expect(routerLocale(router)).toBe("ar");
    expect(router.buildLocation({ to: "/wishlist" }).publicHref).toBe("/ar/wishlist");
    history.push("/cart");
    await router.load();
    expect(routerLocale(router)).toBe("en");
    expect(router.buildLocation({ to: "/wishlist" }).publicHref).toBe("/wishlist");
    history.back();
    await router.load();
    expect(routerLocale(router)).toBe("ar");
    stop();
    history.push("/wishlist");
    await router.load();
    expect(routerLocale(router)).toBe("ar");
  });
});

describe("locale hrefs", () => {
  it("reads the locale of a browser href", () => {
    expect(localeOfHref("/ar")).toBe("ar");
    expect(localeOfHref("/ar/cart?x=1")).toBe("ar");
    expect(localeOfHref("/ar?x=1")).toBe("ar");
    expect(localeOfHref("/cart")).toBe("en");
    expect(localeOfHref("/arabic")).toBe("en");
  });

  it("moves an href to another locale, keeping path, query and hash", () => {
    expect(hrefInLocale("/cart?x=1#top", "ar")).toBe("/ar/cart?x=1#top");
    expect(hrefInLocale("/ar/cart?x=1#top", "en")).toBe("/cart?x=1#top");
    expect(hrefInLocale("/", "ar")).toBe("/ar");
    expect(hrefInLocale("/ar", "en")).toBe("/");
    expect(hrefInLocale("/ar?x=1", "en")).toBe("/?x=1");
    expect(hrefInLocale("/ar/products", "ar")).toBe("/ar/products");
  });
});
