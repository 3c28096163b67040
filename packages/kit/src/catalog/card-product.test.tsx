import { cardProduct, selectedVariantId, toProductCard } from "@storefront/core/catalog";
import type { Product } from "@storefront/core/contracts/product";
import type { Locale } from "@storefront/core/locale";
import { type AnyRoute, createRoute } from "@tanstack/react-router";
import { cleanup, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { productLine } from "../lines";
import {
  adventurePartner,
  apples,
  dayPass,
  marketplaceVertical,
  mountCatalog,
  retailPartner,
  simpleProduct,
  speaker,
  sweatshirt,
} from "./catalog.test-support";
import { ProductCard } from "./product-card";

// The home rails send their products reduced by core's `cardProduct` (issue 16): a rail card must
// draw, add to the cart and save to the wishlist exactly what the whole product would.

const fixtures: Record<string, Product> = {
  "one variant sold per kg or per piece, per piece first": {
    ...apples,
    other_unit_price: apples.other_unit_prices?.[1],
    business_id: 1001,
  },
  "several variants, the default one selected": sweatshirt,
  "several variants, another one selected": { ...sweatshirt, variant_id: "25" },
  "several variants, none selected": {
    ...sweatshirt,
    variant_id: null,
    default_variant_id: null,
    price_master: { price: 129, variant_id: null },
    stock_master: undefined,
  },
  "a marketplace vendor's": speaker,
  "an adventure-park ticket": dayPass,
  "out of stock": simpleProduct(9, "Croissant", "كرواسون", 5.5, {
    stock_master: { stock: 0 },
    // The line takes the product's sku, and the variant's old price.
    variants: [{ _id: "9", price: 5.5, old_price: 6, stock: 0 }],
  }),
  "digital, without stock": simpleProduct(30, "Arabic Cookbook", "كتاب الطبخ العربي", 45, {
    is_digital: true,
    stock_master: { stock: 0 },
  }),
  "without a picture or a product sku": simpleProduct(7, "Dates", "تمر", 20, {
    sku: undefined,
    f_image: null,
    images: [],
    price_master: { price: 20, price_inc: 20, tax_rate: 15, variant_id: "7", variant_detail: null },
    variants: [{ _id: { $oid: "7" }, price: 20, stock: 3 }],
  }),
  "only item_name, no variants": { _id: { $oid: "8" }, item_name: "Gift Card", price_master: { price: 100 } },
};
const cases = Object.entries(fixtures);

/** The unit choices a card offers: the base unit and every other unit. */
function unitChoices(product: Product): Array<string | null> {
  return [null, ...(product.other_unit_prices ?? []).map((unit) => unit.id)];
}

describe("a card product in the cart and the wishlist", () => {
  it.each(cases)("adds the same line as the whole product when the card can add it: %s", (_, product) => {
    if (!toProductCard(product, { locale: "en" }).canUseBtn) return;
    for (const otherUnitPriceId of unitChoices(product)) {
      const choice = { variantId: selectedVariantId(product), otherUnitPriceId, qty: 1 };
      const line = productLine(product, choice);
      expect(line).not.toBeNull();
      expect(productLine(cardProduct(product), choice)).toStrictEqual(line);
    }
  });

  it("covers products the card adds directly and products it sends to choose", () => {
    const canAdd = cases.map(([, product]) => toProductCard(product, { locale: "en" }).canUseBtn);
    expect(canAdd).toContain(true);
    expect(canAdd).toContain(false);
  });

  it.each(cases)("saves the same line as the whole product to the wishlist: %s", (_, product) => {
    // The heart is on every card, with the selected variant (WishlistToggle).
    const choice = { variantId: selectedVariantId(product), qty: 1 };
    expect(productLine(cardProduct(product), choice)).toStrictEqual(productLine(product, choice));
  });
});

/** The markup of a product card, alone on a page; React's `useId` ids (`_r_…_`) count across roots. */
async function cardMarkup(product: Product, options: { locale: Locale; adventure: boolean }) {
  const mounted = await mountCatalog({
    path: options.locale === "ar" ? "/ar/card" : "/card",
    locale: options.locale,
    partner: options.adventure ? adventurePartner : retailPartner,
    vertical: options.adventure ? marketplaceVertical : undefined,
    routes: (parent: AnyRoute) => [
      createRoute({
        getParentRoute: () => parent,
        path: "/card",
        component: () => <ProductCard product={product} />,
      }) as unknown as AnyRoute,
    ],
  });
  render(mounted.element);
  const markup = (await screen.findByRole("article")).outerHTML;
  cleanup();
  return markup.replace(/_r_[0-9a-z]+_/g, "_r_id_");
}

describe("a card product on a card", { timeout: 30_000 }, () => {
  it.each(cases)("draws the same card as the whole product: %s", async (_, product) => {
    // Retail in English; an adventure-park marketplace (vendors, tickets) in Arabic.
    for (const options of [
      { locale: "en", adventure: false },
      { locale: "ar", adventure: true },
    ] as const) {
      const whole = await cardMarkup(product, options);
      expect(whole).toContain('data-slot="product-card"');
      expect(await cardMarkup(cardProduct(product), options)).toBe(whole);
    }
  });
});
