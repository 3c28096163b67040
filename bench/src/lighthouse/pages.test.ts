import { describe, expect, it } from "vitest";
import type { HomeDefinition } from "../bundle/homes";
import { SSR_PAGES } from "../report/budgets";
import { lighthousePages } from "./pages";

const home = (vertical: string, ...partnerTypes: string[]): HomeDefinition => ({
  vertical,
  partner: partnerTypes[0] as string,
  partnerTypes,
  entry: `../${vertical}/src/index.ts`,
  catalogs: [],
});

// The shell's registry today (its build's .vite/verticals.json).
const HOMES = [
  home("retail", "retail"),
  home("restaurant", "restaurant"),
  home("divine", "divine"),
  home("booking", "salon", "hospital"),
  home("marketplace", "snachoo"),
];

const pages = lighthousePages({
  baselineUrl: "http://127.0.0.1:3801/",
  origin: (partner) => `http://${partner}.localhost:3800`,
  productPath: "/products/21/arabic-cookbook-e-book",
  homes: HOMES,
});
const urlOf = (name: string) => pages.find((page) => page.name === name)?.url;

describe("lighthousePages", () => {
  it("measures every page issue 16 budgets, so none is left 'not measured'", () => {
    for (const name of SSR_PAGES) expect(urlOf(name), name).toBeDefined();
  });
  it("opens the restaurant's menu and the salon's booking route, not their homes", () => {
    expect(urlOf("restaurant menu")).toBe("http://restaurant.localhost:3800/menu");
    expect(urlOf("booking page")).toBe("http://salon.localhost:3800/booking");
    expect(pages.map((page) => page.url)).not.toContain("http://restaurant.localhost:3800/");
  });
  it("keeps the retail pages and the home of a vertical issue 16 does not name", () => {
    expect(urlOf("retail product")).toBe("http://retail.localhost:3800/products/21/arabic-cookbook-e-book");
    expect(urlOf("marketplace home")).toBe("http://snachoo.localhost:3800/");
    expect(urlOf("divine home (divine)")).toBe("http://divine.localhost:3800/");
    expect(urlOf("baseline")).toBe("http://127.0.0.1:3801/");
  });
  it("measures the guest's cart, whose page the browser renders inside the server's frame", () => {
    expect(urlOf("retail cart (guest)")).toBe("http://retail.localhost:3800/cart");
  });
  it("names each page once", () => {
    const names = pages.map((page) => page.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
