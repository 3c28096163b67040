import type { AnyRoute } from "@tanstack/react-router";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FetchCall, ok } from "../api/fetch-double.test-support";
import {
  apples,
  attributes,
  categories,
  currentHref,
  mountCatalog,
  productPage,
  simpleProduct,
  sweatshirt,
} from "./catalog.test-support";
import { createDigitalProductsRoute, createProductsRoute } from "./routes";

function productsApi(total = 2) {
  return {
    "GET /products": (call: FetchCall) => {
      const query = new URL(call.url, "http://x").searchParams;
      return ok(productPage([apples, sweatshirt], { page: Number(query.get("page") ?? 1), total }));
    },
    "GET /categories": ok(categories),
    "GET /attributes": ok(attributes),
  };
}

/** The query of the last product list request. */
function lastListQuery(calls: FetchCall[]): Record<string, string> {
  const call = calls.filter((c) => c.path.endsWith("/products")).at(-1);
  return Object.fromEntries(new URL(call?.url ?? "", "http://x").searchParams);
}

async function renderProducts(path = "/products", total = 2) {
  const mounted = await mountCatalog({
    path,
    routes: (p: AnyRoute) => [createProductsRoute(p)],
    api: productsApi(total),
  });
  render(mounted.element);
  await screen.findByRole("heading", { level: 1 });
  return mounted;
}

describe("the product list (/products)", { timeout: 20_000 }, () => {
  it("lists the products with their count, paginated by 12", async () => {
    const { double } = await renderProducts();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("All products");
    expect(screen.getByText("2 products")).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(2);
    for (const card of screen.getAllByRole("article")) {
      expect(card.closest("li")?.className).toContain("skip-offscreen");
    }
    expect(lastListQuery(double.calls)).toEqual({ per_page: "12" });
  });

  it("shows a deep page of a long list as that page's products, not the whole list scrolled down (issue 43)", async () => {
    const { double } = await renderProducts("/products?page=417", 10_000);
    expect(document.querySelector("[data-slot=long-product-list]")).toBeNull();
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(lastListQuery(double.calls)).toMatchObject({ page: "417", per_page: "12" });
    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pages).getByRole("link", { name: "Page 417" }).getAttribute("aria-current")).toBe("page");
    // Compact: no neighbours beside the current page (one row on a phone).
    expect(within(pages).queryByRole("link", { name: "Page 416" })).toBeNull();
    expect(pages.hasAttribute("data-compact")).toBe(true);
  });

  /** A filter link of the filters panel, by its group and name. */
  const filterLink = (group: string, name: string) =>
    within(
      within(screen.getByRole("navigation", { name: "Filters" }))
        .getByRole("heading", { name: group })
        .closest("section") as HTMLElement,
    ).getByRole("link", { name: new RegExp(`^${name}`) });

  it("puts the category filter in the URL as a link (it works without JavaScript) and asks the API for it", async () => {
    const { router, double } = await renderProducts();
    const clothing = filterLink("Category", "Clothing");
    expect(clothing.getAttribute("href")).toBe("/products?category_id=3");
    await act(async () => {
      fireEvent.click(clothing);
    });
    await waitFor(() => expect(currentHref(router)).toBe("/products?category_id=3"));
    expect(lastListQuery(double.calls)).toEqual({ per_page: "12", category_id: "3" });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Clothing");
    expect(filterLink("Category", "Clothing").getAttribute("aria-current")).toBe("true");
  });

  it("toggles attribute values into `attrs` (the API's size:m form)", async () => {
    const { router, double } = await renderProducts("/products?category_id=3");
    await act(async () => {
      fireEvent.click(filterLink("Size", "M"));
    });
    await waitFor(() => expect(router.state.location.search).toEqual({ category_id: 3, attrs: "size:m" }));
    await act(async () => {
      fireEvent.click(filterLink("Colour", "Blue"));
    });
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ category_id: 3, attrs: "colour:blue,size:m" }),
    );
    expect(lastListQuery(double.calls).attrs).toBe("colour:blue,size:m");
    await act(async () => {
      fireEvent.click(filterLink("Size", "M"));
    });
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ category_id: 3, attrs: "colour:blue" }),
    );
  });

  it("sorts through the URL, newest being the default", async () => {
    const { router, double } = await renderProducts();
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "price_asc" } });
    await waitFor(() => expect(currentHref(router)).toBe("/products?sort=price_asc"));
    expect(lastListQuery(double.calls).sort).toBe("price_asc");
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "newest" } });
    await waitFor(() => expect(currentHref(router)).toBe("/products"));
  });

  it("paginates with links to ?page=, and a filter change goes back to page 1", async () => {
    const { router, double } = await renderProducts("/products?sort=name_asc", 30);
    const pages = screen.getByRole("navigation", { name: "Pages" });
    const second = within(pages).getByRole("link", { name: "Page 2" });
    expect(second.getAttribute("href")).toBe("/products?sort=name_asc&page=2");
    await act(async () => {
      fireEvent.click(second);
    });
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: "name_asc", page: 2 }));
    expect(lastListQuery(double.calls).page).toBe("2");
    await waitFor(() =>
      expect(
        within(screen.getByRole("navigation", { name: "Pages" }))
          .getByRole("link", { name: "Page 2" })
          .getAttribute("aria-current"),
      ).toBe("page"),
    );
    await act(async () => {
      fireEvent.click(filterLink("Category", "Fruit"));
    });
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: "name_asc", category_id: 1 }));
  });

  it("ignores invalid URL state instead of failing", async () => {
    const { double } = await renderProducts("/products?page=abc&sort=cheapest&category_id=x");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("All products");
    expect(lastListQuery(double.calls)).toEqual({ per_page: "12" });
  });

  it("says so when nothing matches", async () => {
    const mounted = await mountCatalog({
      path: "/products?key=zzz",
      routes: (p: AnyRoute) => [createProductsRoute(p)],
      api: { ...productsApi(), "GET /products": ok(productPage([], { total: 0 })) },
    });
    render(mounted.element);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Results for “zzz”");
    expect(screen.getByText("No products match your search.")).toBeTruthy();
  });

  it("keeps the shopper's words in their own direction inside the Arabic heading", async () => {
    const mounted = await mountCatalog({
      path: "/ar/products?key=%2Fx",
      locale: "ar",
      routes: (p: AnyRoute) => [createProductsRoute(p)],
      api: { ...productsApi(), "GET /products": ok(productPage([], { total: 0 })) },
    });
    render(mounted.element);
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("نتائج البحث عن “/x”");
    // Isolated, "/x" is not read "x/" in the right-to-left sentence.
    expect(heading.querySelector("bdi")?.textContent).toBe("/x");
  });
});

describe("a search's facets and outcome on the product list", { timeout: 20_000 }, () => {
  const facets = {
    categories: [{ _id: "1", name: "Fruit & Vegetables", name_lang: { ar: "فواكه وخضروات" }, count: 2 }],
    vendors: [],
    prices: [
      { min: 0, max: 9.99, count: 1 },
      { min: 10, max: null, count: 1 },
    ],
    attributes: [],
    capped: false,
  };

  it("offers the facets' categories and price ranges with counts, as links", async () => {
    const mounted = await mountCatalog({
      path: "/products?key=apple",
      routes: (p: AnyRoute) => [createProductsRoute(p)],
      api: { ...productsApi(), "GET /products": ok(productPage([apples, sweatshirt], { facets })) },
    });
    render(mounted.element);
    await screen.findByRole("heading", { level: 1 });
    const filters = within(screen.getByRole("navigation", { name: "Filters" }));
    // Only the categories the matches are in.
    expect(filters.queryByRole("link", { name: /^Clothing/ })).toBeNull();
    const fruit = filters.getByRole("link", { name: /^Fruit & Vegetables/ });
    expect(fruit.textContent).toContain("2");
    const under = filters.getByRole("link", { name: /^Up to/ });
    expect(under.getAttribute("href")).toBe("/products?key=apple&min_price=0&max_price=9.99");
    await act(async () => {
      fireEvent.click(under);
    });
    await waitFor(() =>
      expect(mounted.router.state.location.search).toEqual({ key: "apple", min_price: 0, max_price: 9.99 }),
    );
    expect(lastListQuery(mounted.double.calls)).toMatchObject({ min_price: "0", max_price: "9.99" });
    // The best match first by default on a search.
    expect((screen.getByLabelText("Sort by") as HTMLSelectElement).value).toBe("relevance");
  });

  it("says what it shows when nothing matched as typed", async () => {
    const mounted = await mountCatalog({
      path: "/products?key=smrt",
      routes: (p: AnyRoute) => [createProductsRoute(p)],
      api: {
        ...productsApi(),
        "GET /products": ok(productPage([apples], { search: { fuzzy: true, corrected_key: "smart" } })),
      },
    });
    render(mounted.element);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByText(/Showing results for/).textContent).toBe(
      "No products match “smrt”. Showing results for “smart”.",
    );
  });

  it("offers the categories when nothing matches at all", async () => {
    const mounted = await mountCatalog({
      path: "/products?key=qqq",
      routes: (p: AnyRoute) => [createProductsRoute(p)],
      api: { ...productsApi(), "GET /products": ok(productPage([], { total: 0 })) },
    });
    render(mounted.element);
    await screen.findByRole("heading", { level: 1 });
    const browse = screen.getByRole("navigation", { name: "Browse a category instead" });
    expect(within(browse).getAllByRole("link").length).toBeGreaterThan(0);
  });
});

describe("the digital products list (/digital-products)", { timeout: 20_000 }, () => {
  it("asks for digital products only", async () => {
    const giftCard = simpleProduct(20, "Gift Card 100", "بطاقة هدية 100", 100, { is_digital: true });
    const mounted = await mountCatalog({
      path: "/digital-products",
      routes: (p: AnyRoute) => [createDigitalProductsRoute(p)],
      api: { ...productsApi(), "GET /products": ok(productPage([giftCard])) },
    });
    render(mounted.element);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Digital products");
    expect(lastListQuery(mounted.double.calls)).toEqual({ per_page: "12", kind: "digital" });
    expect(screen.getByText("Instant delivery")).toBeTruthy();
  });
});
