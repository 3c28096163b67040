/** Small seeds for tests: a partner with a handful of products, the demo accounts and coupons. */
import type { Db } from "../db/client";
import {
  insertAttributes,
  insertCategories,
  insertDemoCoupons,
  insertDemoCustomers,
  insertPages,
  insertPartner,
  insertProducts,
  type PartnerSpec,
} from "../seed/builders";

let nextBusinessId = 5000;

/** Seeds a small shop: 1 category, 4 products (one with sizes, one with units, one scarce). */
export async function seedShop(db: Db, slug: string, overrides: Partial<PartnerSpec> = {}) {
  const tenant = await insertPartner(db, {
    slug,
    businessId: nextBusinessId++,
    name: `Shop ${slug}`,
    nameAr: `متجر ${slug}`,
    type: "retail",
    color: "#123456",
    ...overrides,
  });
  const { demo, phoneOnly } = await insertDemoCustomers(db, tenant.id);
  await insertDemoCoupons(db, tenant.id);
  await insertPages(db, tenant.id, tenant.name, `متجر ${slug}`);
  await insertAttributes(db, tenant.id, {
    size: {
      name: "Size",
      nameAr: "المقاس",
      values: [
        ["s", "S", "صغير"],
        ["m", "M", "وسط"],
      ],
    },
  });
  const categories = await insertCategories(db, tenant.id, [{ slug: "all", name: "All", nameAr: "الكل" }]);
  const category = categories.get("all") ?? null;
  const products = await insertProducts(db, tenant.id, [
    { name: "Tea", nameAr: "شاي", category, variants: [{ price: 1000, stock: 100 }] },
    {
      name: "Shirt",
      nameAr: "قميص",
      category,
      variants: [
        { name: "S", price: 5000, attrs: { size: "s" }, stock: 10 },
        { name: "M", price: 5500, attrs: { size: "m" }, stock: 10 },
      ],
    },
    {
      name: "Apples",
      nameAr: "تفاح",
      category,
      variants: [{ price: 800, stock: 100 }],
      units: [
        { name: "Per kg", nameAr: "للكيلو", price: 800, multiplier: 1 },
        { name: "Per piece", nameAr: "للحبة", price: 100, multiplier: 0.25 },
      ],
    },
    { name: "Rare Vase", nameAr: "مزهرية نادرة", category, variants: [{ price: 60000, stock: 1 }] },
  ]);
  return { tenant, demo, phoneOnly, products, category };
}

/** A product of a seeded shop by its name (throws when the seed has none). */
export function productNamed<P extends { name: string }>(shop: { products: P[] }, name: string): P {
  const found = shop.products.find((row) => row.name === name);
  if (!found) throw new Error(`no product ${name}`);
  return found;
}
