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

  it("puts the category filter in the URL and asks the API for it", async () => {
    const { router, double } = await renderProducts();
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "3" } });
    await waitFor(() => expect(currentHref(router)).toBe("/products?category_id=3"));
    expect(lastListQuery(double.calls)).toEqual({ per_page: "12", category_id: "3" });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Clothing");
  });

  it("toggles attribute values into `attrs` (the API's size:m form)", async () => {
    const { router, double } = await renderProducts("/products?category_id=3");
    const size = screen.getByRole("group", { name: "Size" });
    fireEvent.click(within(size).getByRole("checkbox", { name: "M" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category_id: 3, attrs: "size:m" }));
    fireEvent.click(
      within(screen.getByRole("group", { name: "Colour" })).getByRole("checkbox", { name: "Blue" }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ category_id: 3, attrs: "colour:blue,size:m" }),
    );
    expect(lastListQuery(double.calls).attrs).toBe("colour:blue,size:m");
    fireEvent.click(within(screen.getByRole("group", { name: "Size" })).getByRole("checkbox", { name: "M" }));
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
    fireEvent.change(screen.getByLabelText("Category"), { target: { value: "1" } });
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
