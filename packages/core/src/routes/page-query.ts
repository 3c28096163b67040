/**
 * The query parameters the catalogue pages read (kit's `search-params.ts`: the product list's
 * filters, sort, page and search, a product page's variant and visit day). Anything else — a
 * campaign's `utm_source`, a click id — changes nothing a page shows.
 */
export const CATALOGUE_QUERY_KEYS: ReadonlySet<string> = new Set([
  "after",
  "attrs",
  "category_id",
  "key",
  "key_word_id",
  "max_price",
  "min_price",
  "page",
  "sort",
  "variant_id",
  "vendor_id",
  "visit_date",
]);

export interface PageQuery {
  /** The parameters a catalogue page reads, in one order (`?key=tea&page=2` however they came). */
  known: string;
  /** Whether the URL carried any other parameter. */
  hasOthers: boolean;
}

/**
 * A catalogue page's query as what it shows depends on it: the known parameters sorted by name
 * (each name's values in their order), with `?` when there are any. A server keys a kept page and
 * writes its canonical URL from `known`, so unknown parameters neither split the cache nor leak
 * into the canonical.
 */
export function catalogueQuery(search: string): PageQuery {
  const params = new URLSearchParams(search);
  const known = new URLSearchParams();
  let hasOthers = false;
  const names = [...new Set(params.keys())].sort();
  for (const name of names) {
    if (!CATALOGUE_QUERY_KEYS.has(name)) {
      hasOthers = true;
      continue;
    }
    for (const value of params.getAll(name)) known.append(name, value);
  }
  const text = known.toString();
  return { known: text ? `?${text}` : "", hasOthers };
}
