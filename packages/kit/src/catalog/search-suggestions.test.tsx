import type { AnyRoute } from "@tanstack/react-router";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FetchCall, ok } from "../api/fetch-double.test-support";
import { currentHref, mountCatalog } from "./catalog.test-support";
import { createSearchRoute } from "./routes";

const suggestions = {
  keywords: [
    { _id: "1", keyword: "apple", keyword_lang: { en: "apple", ar: "تفاح" }, category_id: "1" },
    {
      _id: "9",
      keyword: "apple juice",
      keyword_lang: { en: "apple juice", ar: "عصير تفاح" },
      category_id: null,
    },
  ],
  products: [
    {
      _id: "1",
      name: "Red Apples",
      name_lang: { en: "Red Apples", ar: "تفاح أحمر" },
      slug: "red-apples",
      f_image: "/images/products/1.svg",
      price: 8.5,
    },
  ],
};

async function renderSearch(path = "/search", locale: "en" | "ar" = "en") {
  const mounted = await mountCatalog({
    path,
    locale,
    routes: (p: AnyRoute) => [createSearchRoute(p)],
    api: {
      "GET /suggestions": ok(suggestions),
      "GET /products": ok({ items: [], page: 1, per_page: 12, total: 0, last_page: 1 }),
    },
  });
  render(mounted.element);
  const box = await screen.findByRole("combobox");
  return { ...mounted, box };
}

function suggestionCalls(calls: FetchCall[]) {
  return calls
    .filter((call) => call.path.endsWith("/suggestions"))
    .map((call) => new URL(call.url).searchParams.get("key"));
}

describe("SearchSuggestions", { timeout: 20_000 }, () => {
  it("asks for suggestions once the typing pauses (debounced)", async () => {
    const { box, double } = await renderSearch();
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: "a" } });
    fireEvent.change(box, { target: { value: "ap" } });
    fireEvent.change(box, { target: { value: "app" } });
    await screen.findByRole("listbox");
    expect(suggestionCalls(double.calls)).toEqual(["app"]);
    expect(box.getAttribute("aria-expanded")).toBe("true");
    expect(
      screen.getAllByRole("option").map((option) => option.textContent?.replace(/\u00a0/g, " ")),
    ).toEqual(["apple", "apple juice", "Red ApplesSAR 8.50"]);
  });

  it("moves through the suggestions with the arrow keys, wrapping, and Escape closes", async () => {
    const { box } = await renderSearch();
    fireEvent.change(box, { target: { value: "apple" } });
    await screen.findByRole("listbox");
    const options = screen.getAllByRole("option");
    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(box.getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    expect(options[0]?.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(box.getAttribute("aria-activedescendant")).toBe(options[2]?.id);
    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(box.getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    fireEvent.keyDown(box, { key: "ArrowUp" });
    expect(box.getAttribute("aria-activedescendant")).toBe(options[2]?.id);
    expect(options[0]?.getAttribute("aria-selected")).toBe("false");

    fireEvent.keyDown(box, { key: "Escape" });
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(box.getAttribute("aria-activedescendant")).toBeNull();
    fireEvent.keyDown(box, { key: "Escape" });
    expect((box as HTMLInputElement).value).toBe("");
  });

  it("searches by the chosen suggestion's key_word_id on Enter", async () => {
    const { box, router } = await renderSearch();
    fireEvent.change(box, { target: { value: "apple" } });
    await screen.findByRole("listbox");
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    await act(async () => {
      fireEvent.keyDown(box, { key: "Enter", keyCode: 13 });
    });
    await waitFor(() => expect(currentHref(router)).toBe("/products?key_word_id=9"));
  });

  it("searches the text on Enter (key 13) when no suggestion is highlighted", async () => {
    const { box, router } = await renderSearch();
    fireEvent.change(box, { target: { value: "  red apples " } });
    await act(async () => {
      fireEvent.keyDown(box, { key: "Unidentified", keyCode: 13 });
    });
    await waitFor(() => expect(currentHref(router)).toBe("/products?key=red+apples"));
  });

  it("opens a suggestion with the mouse", async () => {
    const { box, router } = await renderSearch();
    fireEvent.change(box, { target: { value: "apple" } });
    await screen.findByRole("listbox");
    await act(async () => {
      fireEvent.click(screen.getByRole("option", { name: "apple" }));
    });
    await waitFor(() => expect(currentHref(router)).toBe("/products?key_word_id=1"));
  });

  it("suggests in Arabic and keeps the /ar prefix", async () => {
    const { box, router } = await renderSearch("/ar/search", "ar");
    expect(box.closest("[dir]")?.getAttribute("dir")).toBe("rtl");
    expect(box.getAttribute("placeholder")).toBe("ابحث عن المنتجات");
    fireEvent.change(box, { target: { value: "تفاح" } });
    await screen.findByRole("listbox");
    expect(screen.getAllByRole("option")[0]?.textContent).toBe("تفاح");
    fireEvent.keyDown(box, { key: "ArrowDown" });
    await act(async () => {
      fireEvent.keyDown(box, { key: "Enter" });
    });
    await waitFor(() => expect(currentHref(router)).toBe("/ar/products?key_word_id=1"));
  });
});
