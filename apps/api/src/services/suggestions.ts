import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { products, searchKeywords } from "../db/schema";
import { toMajor } from "../lib/money";
import type { Tenant } from "../tenancy";
import { imagePath } from "./image-paths";
import { groupFromPrices, type PriceGroup } from "./price-groups";
import type { ProductSearchEngine } from "./search/search-engine";

/** Suggested products and keywords at most. */
const PRODUCTS = 6;
const KEYWORDS = 8;

/**
 * Search suggestions for what the shopper typed: the keywords whose words start with it, in either
 * language, and the products the search engine ranks first for it (the same matching and ranking
 * as the search page); a product's "from" price is its price group's for a customer in one.
 */
export async function suggestions(
  db: Db,
  tenant: Tenant,
  key: string,
  search: ProductSearchEngine,
  group: PriceGroup | null,
) {
  const [keywordRows, productIds] = await Promise.all([
    db
      .select()
      .from(searchKeywords)
      .where(
        and(
          eq(searchKeywords.tenantId, tenant.id),
          // A tenant has a few dozen keywords: normalised on the fly, matched at any word's start.
          sql`' ' || storefront_search_key(concat_ws(' ', ${searchKeywords.keyword}, ${searchKeywords.keywordLang} ->> 'en', ${searchKeywords.keywordLang} ->> 'ar'))
                like '% ' || storefront_search_key(${key}) || '%'`,
        ),
      )
      .orderBy(asc(searchKeywords.keyword))
      .limit(KEYWORDS),
    search.suggest(tenant, key, PRODUCTS),
  ]);
  const rows = productIds.length
    ? await db
        .select()
        .from(products)
        .where(and(eq(products.tenantId, tenant.id), inArray(products.id, productIds)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const productRows = productIds.flatMap((id) => byId.get(id) ?? []);
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
