import type { AnyRoute } from "@tanstack/react-router";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type FetchCall, ok } from "../api/fetch-double.test-support";
import { attributes, categories, mountCatalog, productPage, simpleProduct } from "./catalog.test-support";
import { PRODUCT_ROW_HEIGHT } from "./product-row";
import { createProductsRoute } from "./routes";

const TOTAL = 10_000;

afterEach(() => {
  cleanup();
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
});

/** The bulk partner's list: 10,000 products, answered page by page like the API. */
function bulkApi() {
  return {
    "GET /products": (call: FetchCall) => {
      const query = new URL(call.url).searchParams;
      const page = Number(query.get("page") ?? 1);
      const perPage = Number(query.get("per_page") ?? 24);
      const first = (page - 1) * perPage;
      const items = Array.from({ length: Math.max(0, Math.min(perPage, TOTAL - first)) }, (_, i) => {
        const n = first + i + 1;
        return simpleProduct(n, `Classic Groceries item ${n}`, `بقالة كلاسيكي رقم ${n}`, 5 + (n % 50));
      });
      return ok(productPage(items, { page, perPage, total: TOTAL }));
    },
    "GET /categories": ok(categories),
    "GET /attributes": ok(attributes),
  };
}

function blockRequests(calls: FetchCall[]): number[] {
  return calls
    .map((call) => new URL(call.url).searchParams)
    .filter((query) => query.get("per_page") === "100")
    .map((query) => Number(query.get("page")));
}

describe("the long product list (virtualised)", { timeout: 30_000 }, () => {
  it("renders a bounded number of rows for 10,000 products, fetching blocks as they come near", async () => {
    const mounted = await mountCatalog({
      path: "/products",
      routes: (p: AnyRoute) => [createProductsRoute(p)],
      api: bulkApi(),
    });
    render(mounted.element);
    const list = await screen.findByRole("list", { name: "Products" }, { timeout: 15_000 });
    await waitFor(() => expect(list.querySelectorAll("[data-slot=product-row]").length).toBeGreaterThan(0));

    const rows = list.querySelectorAll(":scope > li");
    // A 768 px window shows 9 rows of 88 px; a few more are rendered either side.
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(30);
    expect(list.querySelectorAll("*").length).toBeLessThan(300);
    expect(list.style.height).toBe(`${TOTAL * PRODUCT_ROW_HEIGHT}px`);
    expect(rows[0]?.getAttribute("aria-setsize")).toBe(String(TOTAL));
    expect(rows[0]?.textContent).toContain("Classic Groceries item 1");
    expect(blockRequests(mounted.double.calls)).toEqual([1]);

    // Scroll far down: the rows there replace the first ones, their block is fetched.
    await act(async () => {
      Object.defineProperty(window, "scrollY", { value: 5_000 * PRODUCT_ROW_HEIGHT, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    });
    await waitFor(() => expect(list.textContent).toContain("Classic Groceries item 5001"));
    const after = list.querySelectorAll(":scope > li");
    expect(after.length).toBeLessThan(30);
    expect(list.querySelectorAll("*").length).toBeLessThan(300);
    expect(Number(after[0]?.getAttribute("data-index"))).toBeGreaterThan(4_990);
    expect(blockRequests(mounted.double.calls)).toContain(51);
    expect(screen.getByText("10,000 products")).toBeTruthy();
  });
});
