import { cardProduct } from "@storefront/core/catalog";
import type { getHome } from "@storefront/core/contracts/api/pages";
import { and, asc, desc, eq } from "drizzle-orm";
import type { z } from "zod/mini";
import type { Db } from "../db/client";
import { homeRails, products } from "../db/schema";
import type { Tenant } from "../tenancy";
import { categoryRecords } from "./categories";
import { homeBanners } from "./home-banners";
import type { PriceGroup } from "./price-groups";
import { renderProducts } from "./product-list";

/** The home answer's `data`: banners, featured categories and product rails. */
export type HomeContent = z.output<(typeof getHome)["response"]>;

/**
 * The partner's home content, exactly the `data` of `GET C/home`. The endpoint answers it, and the
 * served HTML of a catalogue home carries it in the page payload (`prefetched.home`) so the first
 * render does not wait for that call: one builder, so the two can never differ.
 */
export async function homeContent(db: Db, tenant: Tenant, group: PriceGroup | null): Promise<HomeContent> {
  const [banners, railRows, categories] = await Promise.all([
    homeBanners(db, tenant),
    db.select().from(homeRails).where(eq(homeRails.tenantId, tenant.id)).orderBy(asc(homeRails.position)),
    categoryRecords(db, tenant, true),
  ]);
  const rails = await Promise.all(
    railRows.map(async (rail) => {
      const base = db.select().from(products);
      const rows =
        rail.kind === "category" && rail.categoryId
          ? await base
              .where(and(eq(products.tenantId, tenant.id), eq(products.categoryId, rail.categoryId)))
              .orderBy(asc(products.id))
              .limit(10)
          : rail.kind === "featured"
            ? await base
                .where(and(eq(products.tenantId, tenant.id), eq(products.featured, true)))
                .orderBy(asc(products.id))
                .limit(10)
            : await base
                .where(eq(products.tenantId, tenant.id))
                .orderBy(desc(products.createdAt), desc(products.id))
                .limit(10);
      return {
        _id: String(rail.id),
        title: rail.title,
        title_lang: rail.titleLang,
        kind: rail.kind as "featured" | "newest" | "category",
        category_id: rail.categoryId ? String(rail.categoryId) : null,
        // Drawn only as cards, priced for the group: card fields only (issue 16), as the page's
        // payload carries them and the browser parses and hydrates them before it answers input.
        products: (await renderProducts(db, tenant, rows, group)).map(cardProduct),
      };
    }),
  );
  return { banners, categories, rails };
}
