import { createLazyRoute } from "@tanstack/react-router";
import { PRODUCTS } from "./products";

// The lazy route: comparable to a storefront home's first screen — a heading, a paragraph and a
// grid of product cards with a small inline SVG each (no images, fonts or API calls to wait on).

function HomePage() {
  return (
    <main>
      <h1>Fresh from the market</h1>
      <p>
        Fruit, vegetables, sweets and everyday goods, delivered the same day across the city. Browse the
        featured products below or search the whole catalogue.
      </p>
      <ul className="grid">
        {PRODUCTS.map((product) => (
          <li key={product.id} className="card">
            <svg viewBox="0 0 160 100" role="img" aria-label={product.name}>
              <rect width="160" height="100" rx="8" fill={product.colour} opacity="0.15" />
              <circle cx="80" cy="50" r="30" fill={product.colour} />
            </svg>
            <h2>{product.name}</h2>
            <p>SAR {product.price}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}

export const Route = createLazyRoute("/")({ component: HomePage });
