import type { Product } from "@storefront/core/contracts/product";
import { idOf } from "@storefront/core/contracts/source-id";
import { HydrateApart } from "../app";
import { ProductCard } from "./product-card";

/** Cards whose pictures load eagerly: the first row on most screens. */
const EAGER_CARDS = 4;

/** A responsive grid of product cards (2 columns on phones, up to 4). */
export function ProductGrid({ products }: { products: readonly Product[] }) {
  return (
    <ul data-slot="product-grid" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={idOf(product._id)} className="skip-offscreen">
          <HydrateApart>
            <ProductCard product={product} priority={index < EAGER_CARDS} />
          </HydrateApart>
        </li>
      ))}
    </ul>
  );
}
