import { and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { products, searchKeywords } from "../db/schema";
import { toMajor } from "../lib/money";
import type { Tenant } from "../tenancy";
import { imagePath } from "./image-paths";
import { groupFromPrices, type PriceGroup } from "./price-groups";
import { likePattern } from "./product-list";
import type { SearchIndex } from "./search-index";

/**
 * Search suggestions for what the shopper typed: matching keywords and products (from the
 * tenant's search index: name, SKU or Arabic name), in both languages; a product's "from" price
 * is its price group's for a customer in one.
 */
export async function suggestions(
  db: Db,
  tenant: Tenant,
  key: string,
  index: SearchIndex,
  group: PriceGroup | null,
) {
  const pattern = likePattern(key);
  const productIds = index.match(key);
  const [keywordRows, productRows] = await Promise.all([
    db
      .select()
      .from(searchKeywords)
      .where(
        and(
          eq(searchKeywords.tenantId, tenant.id),
          or(
            ilike(searchKeywords.keyword, pattern),
            sql`${searchKeywords.keywordLang}->>'ar' ilike ${pattern}`,
          ),
        ),
      )
      .orderBy(asc(searchKeywords.keyword))
      .limit(8),
    productIds.length === 0
      ? []
      : db
          .select()
          .from(products)
          .where(
            and(
              eq(products.tenantId, tenant.id),
              sql`${products.id} = any(${`{${productIds.join(",")}}`}::int[])`,
            ),
          )
          .orderBy(desc(products.featured), asc(products.name))
          .limit(6),
  ]);
  const groupFrom = await groupFromPrices(
    db,
    tenant,
    group,
    productRows.map((row) => row.id),
  );
  return {
    keywords: keywordRows.map((row) => ({
      _id: String(row.id),
      keyword: row.keyword,
      keyword_lang: row.keywordLang,
      category_id: row.categoryId ? String(row.categoryId) : null,
    })),
    products: productRows.map((row) => ({
      _id: String(row.id),
      name: row.name,
      name_lang: row.nameLang,
      slug: row.slug,
      f_image: imagePath.product(row.id),
      price: toMajor(groupFrom.get(row.id) ?? row.priceMinor),
    })),
  };
}
