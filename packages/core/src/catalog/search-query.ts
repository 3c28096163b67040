import { ENTER_KEY_CODE } from "../constants/index.js";
import { toQueryString } from "./search-params.js";

/** The query keys of a product search (spec §2): `key` for text, `key_word_id` for a suggestion. */
export const SEARCH_QUERY_KEYS = Object.freeze({ text: "key", suggestion: "key_word_id" } as const);

/** A product search: free text, or a chosen suggestion. */
export type SearchQuery = { kind: "text"; text: string } | { kind: "suggestion"; id: string };

/** The search parameters of a search: `{ key }` or `{ key_word_id }`. */
export function searchParamsOf(query: SearchQuery): Record<string, string> {
  return query.kind === "text"
    ? { [SEARCH_QUERY_KEYS.text]: query.text.trim() }
    : { [SEARCH_QUERY_KEYS.suggestion]: query.id };
}

/**
 * Reads the search from route search parameters: a suggestion id wins over text (it is the more
 * precise choice); blank values count as absent; null when there is no search.
 */
export function readSearchQuery(search: Readonly<Record<string, unknown>>): SearchQuery | null {
  const pick = (key: string): string | null => {
    const raw = search[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
    return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
  };
  const id = pick(SEARCH_QUERY_KEYS.suggestion);
  if (id !== null) return { kind: "suggestion", id };
  const text = pick(SEARCH_QUERY_KEYS.text);
  return text !== null ? { kind: "text", text } : null;
}

/**
 * Where a search goes (spec §2: Enter searches and moves to products): `/products?key=…` or
 * `/products?key_word_id=…`; plain `/products` for a blank text.
 */
export function searchPath(query: SearchQuery): string {
  const qs = toQueryString(searchParamsOf(query));
  return qs ? `/products?${qs}` : "/products";
}

/** True for the key that submits the search box: Enter (key code 13, spec §2). */
export function isSearchSubmitKey(event: { key?: string; keyCode?: number }): boolean {
  return event.key === "Enter" || event.keyCode === ENTER_KEY_CODE;
}
