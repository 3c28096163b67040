/** A link of a breadcrumb trail: its name and same-origin path. */
export interface BreadcrumbLink {
  name: string;
  path: string;
}

export interface ProductStructuredDataInput {
  name: string;
  description?: string;
  /** Same-origin image paths (the server makes them absolute). */
  images: readonly string[];
  sku?: string | null;
  /** The price in major units of `currency`. */
  price: number;
  /** ISO 4217 code (`partner.currency.code`). */
  currency: string;
  inStock: boolean;
  /** The product page's own path. */
  path: string;
}

/**
 * A schema.org `Product` with its offer and availability (issue 16's JSON-LD). URLs stay
 * same-origin paths: the server writing the page makes them absolute on the request's origin.
 */
export function productJsonLd(input: ProductStructuredDataInput): object {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    ...(input.images.length > 0 ? { image: [...input.images] } : {}),
    ...(input.sku ? { sku: input.sku } : {}),
    offers: {
      "@type": "Offer",
      url: input.path,
      price: input.price.toFixed(2),
      priceCurrency: input.currency,
      availability: input.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    },
  };
}

/** A schema.org `BreadcrumbList` of the trail, first link first. */
export function breadcrumbJsonLd(trail: readonly BreadcrumbLink[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((link, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: link.name,
      item: link.path,
    })),
  };
}
