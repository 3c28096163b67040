import { toQueryString } from "./search-params.js";

/** What a product link is built from. */
export interface ProductLinkInput {
  id: string;
  /** The slug (see `productSlug`); omitted from the path when empty. */
  slug?: string | null;
  /** The chosen variant, carried as `variant_id` (spec §2). */
  variantId?: string | null;
}

/**
 * The product page path (spec §2): `/products/{id}/{slug}?variant_id=…`, with `id` and `slug`
 * percent-encoded; `/products/{id}` when the slug is empty and no query without a variant.
 * Unprefixed: localise it with `localizePath` (or let the router do it).
 */
export function productPath({ id, slug, variantId }: ProductLinkInput): string {
  const base = `/products/${encodeURIComponent(id)}`;
  const path = slug ? `${base}/${encodeURIComponent(slug)}` : base;
  const query = toQueryString({ variant_id: variantId });
  return query ? `${path}?${query}` : path;
}
