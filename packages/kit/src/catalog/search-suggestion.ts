/** One entry of the search box's suggestions: a keyword to search by, or a product to open. */
export type Suggestion =
  | { kind: "keyword"; id: string; label: string }
  | { kind: "product"; id: string; label: string; slug: string; image: string; price: number };
