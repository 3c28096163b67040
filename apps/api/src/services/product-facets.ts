import type { ProductFacets } from "@storefront/core/contracts/api/catalog";
import { PRODUCT_COUNT_LIMIT } from "@storefront/core/contracts/product-list-params";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { products, productVariants } from "../db/schema";
import { toMajor } from "../lib/money";
import { rowsOf } from "../lib/rows";
import type { CatalogReference } from "./catalog-bundle";
import type { PriceGroup } from "./price-groups";
import { fromPrice } from "./product-filter";

/** Price bucket bounds in minor units: 1, 2, 5 × 10ⁿ of the major unit, from 1 to 1,000,000. */
const PRICE_BOUNDS = Array.from({ length: 7 }, (_, power) =>
  [1, 2, 5].map((m) => m * 10 ** power * 100),
).flat();

/** At most this many price ranges are offered. */
const PRICE_RANGES = 5;

interface FacetRow {
  kind: "category" | "vendor" | "price" | "attribute" | "total";
  key: string | null;
  count: number;
}

/**
 * What the products matching `where` can be narrowed by, with counts (contract:
 * `productFacetsSchema`): their categories, vendors, price ranges and attribute values. One
 * statement over the first `PRODUCT_COUNT_LIMIT` matches (`capped` beyond), at the shopper's prices.
 * `from` is the FROM of the matches (products, joined to the search rows for a search).
 */
export async function productFacets(
  db: Db,
  options: { from: SQL; where: SQL; group: PriceGroup | null; reference: CatalogReference },
): Promise<ProductFacets> {
  const price = fromPrice(options.group);
  const bounds = `{${PRICE_BOUNDS.join(",")}}`;
  const result = await db.execute<{ kind: FacetRow["kind"]; key: string | null; count: string }>(sql`
    with m as (
      select ${products.id} as id, ${products.categoryId} as category_id, ${products.vendorId} as vendor_id,
             (${price})::bigint as price
        from ${options.from}
       where ${options.where}
       limit ${PRODUCT_COUNT_LIMIT + 1}
    )
    select 'total' as kind, null as key, count(*) as count from m
    union all
    select 'category', category_id::text, count(*) from m where category_id is not null group by category_id
    union all
    select 'vendor', vendor_id::text, count(*) from m where vendor_id is not null group by vendor_id
    union all
    select 'price', width_bucket(price, ${bounds}::bigint[])::text, count(*) from m group by 2
    union all
    select 'attribute', chosen.key || ':' || chosen.value, count(distinct m.id)
      from m join ${productVariants} v on v.product_id = m.id
      cross join lateral jsonb_each_text(v.attribute_values) as chosen
     group by 2`);
  const rows: FacetRow[] = rowsOf<{ kind: FacetRow["kind"]; key: string | null; count: string }>(result).map(
    (row) => ({ kind: row.kind, key: row.key, count: Number(row.count) }),
  );
  return facetsFromRows(rows, options.reference);
}

function facetsFromRows(rows: readonly FacetRow[], reference: CatalogReference): ProductFacets {
  const of = (kind: FacetRow["kind"]) => rows.filter((row) => row.kind === kind);
  const byCount = (a: { count: number }, b: { count: number }) => b.count - a.count;
  const categories = of("category").flatMap((row) => {
    const category = reference.categories.get(Number(row.key));
    return category
      ? [{ _id: String(category.id), name: category.name, name_lang: category.nameLang, count: row.count }]
      : [];
  });
  const vendors = of("vendor").flatMap((row) => {
    const vendor = reference.vendors.get(Number(row.key));
    return vendor
      ? [{ _id: String(vendor.id), name: vendor.name, name_lang: vendor.nameLang, count: row.count }]
      : [];
  });
  const chosen = new Map(of("attribute").map((row) => [row.key ?? "", row.count]));
  const attributes = reference.attributes
    .map((attribute) => ({
      slug: attribute.slug,
      name: attribute.name,
      name_lang: attribute.nameLang,
      values: attribute.values.flatMap((value) => {
        const count = chosen.get(`${attribute.slug}:${value.slug}`);
        return count ? [{ slug: value.slug, name: value.name, name_lang: value.nameLang, count }] : [];
      }),
    }))
    .filter((attribute) => attribute.values.length > 0);
  const total = of("total")[0]?.count ?? 0;
  return {
    categories: categories.sort(byCount),
    vendors: vendors.sort(byCount),
    prices: priceRanges(of("price")),
    attributes,
    capped: total > PRODUCT_COUNT_LIMIT,
  };
}

/**
 * At most `PRICE_RANGES` ranges of round prices from the buckets' counts: adjacent buckets merged,
 * each range closed once it holds its share of the products. Bucket `n` of `width_bucket` holds
 * prices from bound n−1 (inclusive) to bound n (exclusive); bucket 0 is below the first bound.
 */
function priceRanges(rows: readonly FacetRow[]): ProductFacets["prices"] {
  const buckets = rows
    .map((row) => ({ bucket: Number(row.key), count: row.count }))
    .filter((row) => row.count > 0)
    .sort((a, b) => a.bucket - b.bucket);
  if (buckets.length < 2) return [];
  const total = buckets.reduce((sum, row) => sum + row.count, 0);
  const share = total / Math.min(PRICE_RANGES, buckets.length);
  const ranges: Array<{ from: number; to: number; count: number }> = [];
  for (const { bucket, count } of buckets) {
    const open = ranges.at(-1);
    if (open && (open.count < share || ranges.length === PRICE_RANGES)) {
      open.to = bucket;
      open.count += count;
    } else {
      ranges.push({ from: bucket, to: bucket, count });
    }
  }
  const lowest = (bucket: number) => (bucket === 0 ? 0 : (PRICE_BOUNDS[bucket - 1] ?? 0));
  return ranges.map((range, i) => ({
    min: toMajor(lowest(range.from)),
    // Up to the next range's first price, less one minor unit; the last range is open ("500 and up").
    max: i === ranges.length - 1 ? null : toMajor((PRICE_BOUNDS[range.to] ?? 0) - 1),
    count: range.count,
  }));
}
