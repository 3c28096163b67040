/**
 * The home answer's rails carry card fields only (issue 16): each product is core's `cardProduct`
 * of the whole product the product list answers, at the same prices, and valid by the contract.
 */
import { cardProduct } from "@storefront/core/catalog";
import { getHome } from "@storefront/core/contracts/api/pages";
import type { Product } from "@storefront/core/contracts/product";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRails } from "./seed/demo-partner";
import { clientFor, openTestContext, type TestContext } from "./test/harness";
import { seedShop } from "./test/seed-helpers";

let ctx: TestContext;
let api: ReturnType<typeof clientFor>;

beforeAll(async () => {
  ctx = await openTestContext();
  const shop = await seedShop(ctx.database.db, "cards");
  await insertRails(ctx.database.db, shop.tenant, [
    "newest",
    { title: "All", titleAr: "الكل", categoryId: shop.category },
  ]);
  api = clientFor(ctx, shop.tenant);
});
afterAll(() => ctx?.close());

describe("the home answer's rails", () => {
  it("carry each product as its card product: no descriptions, valid by the contract", async () => {
    const home = (await api.call("GET", "/ecommerce/api/cms/home")).json.data;
    expect(getHome.response.safeParse(home).success).toBe(true);
    const whole: Product[] = (await api.get("/products?per_page=50")).json.data.items;
    // The whole products do carry descriptions and variant names: the rails leave them out.
    expect(whole.every((product) => typeof product.description === "string")).toBe(true);
    expect(whole.some((product) => product.variants?.some((variant) => variant.name))).toBe(true);
    const railProducts: Product[] = home.rails.flatMap((rail: { products: Product[] }) => rail.products);
    expect(railProducts).toHaveLength(2 * whole.length);
    for (const product of railProducts) {
      expect(product).not.toHaveProperty("description");
      expect(product).not.toHaveProperty("description_lang");
      const source = whole.find((candidate) => candidate._id === product._id);
      expect(product).toEqual(JSON.parse(JSON.stringify(cardProduct(source as Product))));
    }
  });
});
