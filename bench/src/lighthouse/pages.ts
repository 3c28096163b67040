import type { HomeDefinition } from "../bundle/homes";

export interface MeasuredPage {
  name: string;
  url: string;
}

/**
 * The page issue 16 names for a vertical, on the vertical's demo partner. The restaurant's and the
 * booking vertical's homes (`/`) are these same routes (one route factory, one loader: the menu,
 * the booking flow), so the named paths are measured instead of `/`, not beside it.
 */
export const NAMED_VERTICAL_PAGES: Readonly<Record<string, { name: string; path: string }>> = {
  marketplace: { name: "marketplace home", path: "/" },
  restaurant: { name: "restaurant menu", path: "/menu" },
  booking: { name: "booking page", path: "/booking" },
};

/**
 * The pages Lighthouse measures: the baseline, the retail home, product list and product page,
 * then one page per other vertical of the build — the page issue 16 names for it, or its home —,
 * and the guest's cart: a page only the browser can decide, whose frame the server renders
 * (decision 0031; not budgeted, printed to compare).
 */
export function lighthousePages(input: {
  baselineUrl: string;
  origin: (partner: string) => string;
  productPath: string;
  homes: readonly HomeDefinition[];
}): MeasuredPage[] {
  const retail = input.origin("retail");
  return [
    { name: "baseline", url: input.baselineUrl },
    { name: "retail home", url: `${retail}/` },
    { name: "retail products", url: `${retail}/products` },
    { name: "retail product", url: `${retail}${input.productPath}` },
    ...input.homes
      .filter((home) => home.vertical !== "retail")
      .map((home) => {
        const named = NAMED_VERTICAL_PAGES[home.vertical];
        const origin = input.origin(home.partner);
        return named
          ? { name: named.name, url: `${origin}${named.path}` }
          : { name: `${home.vertical} home (${home.partner})`, url: `${origin}/` };
      }),
    { name: "retail cart (guest)", url: `${retail}/cart` },
  ];
}
