import type { AnyRoute } from "@tanstack/react-router";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ok } from "../api/fetch-double.test-support";
import {
  apples,
  categories,
  marketplacePartner,
  marketplaceVertical,
  mountCatalog,
  productPage,
  speaker,
  sweatshirt,
} from "./catalog.test-support";
import { createCategoriesRoute, createCategoryRoute, createHomeRoute } from "./routes";

const lang = (en: string, ar: string) => ({ en, ar });

const home = {
  banners: [
    {
      _id: "1",
      title: "Welcome to Souq Retail",
      title_lang: lang("Welcome to Souq Retail", "مرحباً بكم في سوق للتجزئة"),
      subtitle: "10% off your first order with WELCOME10",
      subtitle_lang: null,
      image: "/images/banners/1.svg",
      link: "/products",
    },
    {
      _id: "2",
      title: "Weekend deals",
      title_lang: lang("Weekend deals", "عروض نهاية الأسبوع"),
      subtitle: null,
      subtitle_lang: null,
      image: "/images/banners/2.svg",
      link: "/products?sort=price_asc",
    },
  ],
  categories: categories.slice(0, 2),
  rails: [
    {
      _id: "1",
      title: "Featured",
      title_lang: lang("Featured", "مختارات"),
      kind: "featured",
      category_id: null,
      products: [apples, sweatshirt],
    },
    {
      _id: "3",
      title: "Fresh produce",
      title_lang: lang("Fresh produce", "منتجات طازجة"),
      kind: "category",
      category_id: "1",
      products: [apples],
    },
  ],
};

describe("the home page", { timeout: 20_000 }, () => {
  it("shows the partner's banners, featured categories and product rails", async () => {
    const mounted = await mountCatalog({
      path: "/",
      routes: (p: AnyRoute) => [createHomeRoute(p), createCategoriesRoute(p)],
      api: { "GET /home": ok(home) },
    });
    render(mounted.element);
    const banners = await screen.findByRole("region", { name: "Offers" });
    const links = within(banners).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/products", "/products?sort=price_asc"]);
    const [first, second] = banners.querySelectorAll("img");
    expect(first?.getAttribute("fetchpriority")).toBe("high");
    expect(first?.getAttribute("src")).toBe("/images/banners/1.svg?tr=w-1024,h-341");
    expect(second?.getAttribute("loading")).toBe("lazy");

    const shelf = screen.getByRole("region", { name: "Shop by category" });
    expect(
      within(shelf)
        .getByRole("link", { name: /Fruit & Vegetables/ })
        .getAttribute("href"),
    ).toBe("/products?category_id=1");
    expect(within(shelf).getByRole("link", { name: "All categories" }).getAttribute("href")).toBe(
      "/categories",
    );

    const featured = screen.getByRole("region", { name: "Featured" });
    expect(within(featured).getAllByRole("article")).toHaveLength(2);
    // Each card is laid out and painted only near the screen (issue 16: a phone's blocking time).
    for (const card of within(featured).getAllByRole("listitem"))
      expect(card.className).toContain("skip-offscreen");
    const produce = screen.getByRole("region", { name: "Fresh produce" });
    expect(within(produce).getByRole("link", { name: "See all Fresh produce" }).getAttribute("href")).toBe(
      "/products?category_id=1",
    );
  });

  it("lists the sellers on a marketplace", async () => {
    const vendors = [
      {
        _id: "2",
        name: "Gulf Gadgets",
        name_lang: lang("Gulf Gadgets", "أجهزة الخليج"),
        slug: "gulf-gadgets",
        description: null,
        description_lang: null,
        logo: "/images/vendors/2.svg",
        rating: 4.4,
        product_count: 2,
      },
    ];
    const mounted = await mountCatalog({
      path: "/ar",
      locale: "ar",
      partner: marketplacePartner,
      vertical: marketplaceVertical,
      routes: (p: AnyRoute) => [createHomeRoute(p)],
      api: {
        "GET /home": ok({ ...home, categories: [], rails: [{ ...home.rails[0], products: [speaker] }] }),
        "GET /vendors": ok(vendors),
      },
    });
    render(mounted.element);
    const sellers = await screen.findByRole("region", { name: "تسوق حسب البائع" });
    expect(
      within(sellers)
        .getByRole("link", { name: /أجهزة الخليج/ })
        .getAttribute("href"),
    ).toBe("/ar/products?vendor_id=2");
    expect(screen.getByRole("region", { name: "مختارات" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "كل الفئات" })).toBeNull();
  });
});

describe("the home's sections as a business orders them (decision 0027)", { timeout: 20_000 }, () => {
  const order = () =>
    [...document.querySelectorAll("[data-slot=home-page] > *")]
      .map((node) => node.getAttribute("data-slot") ?? node.getAttribute("aria-label"))
      .filter((slot) => slot !== null);

  it("keeps the storefront's order without overrides", async () => {
    const mounted = await mountCatalog({
      path: "/",
      routes: (p: AnyRoute) => [createHomeRoute(p)],
      api: { "GET /home": ok(home) },
    });
    render(mounted.element);
    await screen.findByRole("region", { name: "Offers" });
    expect(order()).toEqual(["banners", "featured-categories", "product-rail", "product-rail"]);
  });

  it("follows the business's order, and leaves out the sections it does not list", async () => {
    const mounted = await mountCatalog({
      path: "/",
      partner: {
        ...marketplacePartner,
        business_overrides: { home_sections: ["rails", "vendors", "banners"] },
      },
      vertical: marketplaceVertical,
      routes: (p: AnyRoute) => [createHomeRoute(p)],
      api: { "GET /home": ok(home), "GET /vendors": ok([]) },
    });
    render(mounted.element);
    await screen.findByRole("region", { name: "Offers" });
    expect(order()).toEqual(["product-rail", "product-rail", "banners"]);
    expect(screen.queryByRole("region", { name: "Shop by category" })).toBeNull();
    // With a rail first, its first picture is the one that loads with high priority.
    const featured = screen.getByRole("region", { name: "Featured" });
    expect(featured.querySelector("img")?.getAttribute("fetchpriority")).toBe("high");
  });
});

describe("the home answer prefetched in the page payload", { timeout: 20_000 }, () => {
  const homeCalls = (mounted: { double: { calls: { path: string }[] } }) =>
    mounted.double.calls.filter((call) => call.path.endsWith("/home")).length;

  it("renders the home without calling the API, and keeps it fresh like a fetched answer", async () => {
    const mounted = await mountCatalog({
      path: "/",
      routes: (p: AnyRoute) => [createHomeRoute(p), createCategoriesRoute(p)],
      api: { "GET /home": ok(home) },
      prefetched: { home },
    });
    render(mounted.element);
    const banners = await screen.findByRole("region", { name: "Offers" });
    expect(within(banners).getAllByRole("link")).toHaveLength(2);
    expect(screen.getByRole("region", { name: "Featured" })).toBeTruthy();
    expect(homeCalls(mounted)).toBe(0);
    // Dated when the page arrived: fresh now, stale (refetched as usual) after the query's staleTime.
    const state = mounted.services.queryClient.getQueryState(["catalog", "home"]);
    expect(state?.isInvalidated).toBe(false);
    expect(Date.now() - (state?.dataUpdatedAt ?? 0)).toBeLessThan(5_000);
  });

  it("is not used for a user in a selling price group: the anonymous page carries list prices", async () => {
    const mounted = await mountCatalog({
      path: "/",
      routes: (p: AnyRoute) => [createHomeRoute(p), createCategoriesRoute(p)],
      api: { "GET /home": ok(home) },
      prefetched: { home },
      user: { id: "9", cust_name: "Khalid", token: "tok-9", selling_price_group_id: "3" },
    });
    render(mounted.element);
    expect(await screen.findByRole("region", { name: "Offers" })).toBeTruthy();
    expect(homeCalls(mounted)).toBe(1);
  });

  it("ignores a malformed block with a warning and fetches the home as usual", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const mounted = await mountCatalog({
        path: "/",
        routes: (p: AnyRoute) => [createHomeRoute(p), createCategoriesRoute(p)],
        api: { "GET /home": ok(home) },
        prefetched: { home: { banners: "not a list", rails: [] } },
      });
      render(mounted.element);
      expect(await screen.findByRole("region", { name: "Offers" })).toBeTruthy();
      expect(homeCalls(mounted)).toBe(1);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining("prefetched home is malformed"),
        expect.anything(),
      );
    } finally {
      warn.mockRestore();
    }
  });
});

describe("the category pages", { timeout: 20_000 }, () => {
  it("/categories lists every category with its sub-categories", async () => {
    const mounted = await mountCatalog({
      path: "/categories",
      routes: (p: AnyRoute) => [createCategoriesRoute(p)],
      api: { "GET /categories": ok(categories) },
    });
    render(mounted.element);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Categories");
    expect(screen.getByRole("link", { name: "T-shirts" }).getAttribute("href")).toBe(
      "/products?category_id=7",
    );
  });

  it("/category browses one top-level category at a time", async () => {
    const mounted = await mountCatalog({
      path: "/category?category_id=3",
      routes: (p: AnyRoute) => [createCategoryRoute(p)],
      api: { "GET /categories": ok(categories), "GET /products": ok(productPage([sweatshirt])) },
    });
    render(mounted.element);
    const nav = await screen.findByRole("navigation", { name: "Categories" });
    expect(within(nav).getByRole("link", { name: "Clothing" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: /All in Clothing/ }).getAttribute("href")).toBe(
      "/products?category_id=3",
    );
    expect(await screen.findByRole("article")).toBeTruthy();
  });
});
