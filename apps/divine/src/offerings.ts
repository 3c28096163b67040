import type { ApiClient } from "@storefront/core/api";
import type { Category } from "@storefront/core/contracts/api/catalog";
import type { LocalizedText } from "@storefront/core/contracts/localized-text";
import { idOf, type Product } from "@storefront/core/contracts/product";
import { categoriesQueryOptions, productsQueryOptions } from "@storefront/kit/catalog";

/** A divine catalogue is small: every offering and item fits one page of the product list. */
export const OFFERINGS_PAGE_SIZE = 100;

/** The query of every offering and item of the partner (the home, the cart and the checkout share it). */
export function offeringsQueryOptions(client: ApiClient) {
  return productsQueryOptions(client, { per_page: OFFERINGS_PAGE_SIZE });
}

/** The partner's categories, in the catalogue's order. */
export function offeringCategoriesQueryOptions(client: ApiClient) {
  return categoriesQueryOptions(client);
}

/** One category of the home with its offerings. */
export interface OfferingSection {
  /** The category's id, or `"other"` for products without one. */
  id: string;
  /** The category's name; null for the products without a category. */
  name: string | null;
  name_lang?: LocalizedText | null;
  products: Product[];
}

/**
 * The home's sections: each category that holds products, in the categories' order, with its
 * products in the list's order; products without a category (or of an unknown one) come last.
 */
export function offeringSections(
  products: readonly Product[],
  categories: readonly Category[],
): OfferingSection[] {
  const sections: OfferingSection[] = categories.map((category) => ({
    id: category._id,
    name: category.name,
    name_lang: category.name_lang,
    products: [],
  }));
  const other: OfferingSection = { id: "other", name: null, products: [] };
  const byId = new Map(sections.map((section) => [section.id, section]));
  for (const product of products) {
    const categoryId = product.category ? idOf(product.category._id) : null;
    (categoryId ? (byId.get(categoryId) ?? other) : other).products.push(product);
  }
  return [...sections, other].filter((section) => section.products.length > 0);
}

/**
 * True for an offering — made in someone's name on a day, nothing is shipped — and false for a
 * physical item (incense), which is an ordinary line delivered to an address.
 */
export function isOffering(product: Pick<Product, "kind">): boolean {
  return product.kind === "offering";
}

/**
 * True when some line of the cart is a physical item, read from the catalogue (a product id the
 * catalogue does not know counts as physical: delivering too much is safer than losing an item).
 */
export function holdsPhysicalItem(
  lines: readonly { product_id: string }[],
  products: readonly Product[],
): boolean {
  const offerings = new Set(products.filter(isOffering).map((product) => idOf(product._id)));
  return lines.some((line) => !offerings.has(line.product_id));
}
