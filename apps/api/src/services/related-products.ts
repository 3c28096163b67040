import { RELATED_PRODUCTS_MAX } from "@storefront/core/contracts/api/catalog";
import { and, eq, inArray, ne, notInArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { notFound } from "../lib/errors";
import type { Tenant } from "../tenancy";
import type { CatalogReference } from "./catalog-bundle";
import { listOrder, orderBy } from "./list-order";
import type { PriceGroup } from "./price-groups";
import { filterWhere, type ProductListQuery, resolveFilter } from "./product-filter";
import { renderProducts } from "./product-list";

/**
 * "You may also like" of one product: what the product list shows for its category (its
 * sub-categories included, as `category_id` lists them) and, on marketplaces (a product with a
 * vendor), then what it shows for its vendor — never the product itself, each in the list's
 * default order (newest first), at most `RELATED_PRODUCTS_MAX`. An unknown product is the 404 of
 * `getProduct`. Each list is one read off the index of its order, however large the catalogue.
 */
export async function relatedProducts(
  db: Db,
  tenant: Tenant,
  id: number,
  group: PriceGroup | null,
  reference: CatalogReference,
) {
  const [product] = await db
    .select({ categoryId: products.categoryId, vendorId: products.vendorId })
    .from(products)
    .where(and(eq(products.tenantId, tenant.id), eq(products.id, id)))
    .limit(1);
  if (!product) throw notFound("product_not_found", "This product does not exist");
  const lists: ProductListQuery[] = [];
  if (product.categoryId !== null) lists.push({ category_id: String(product.categoryId) });
  if (product.vendorId !== null) lists.push({ vendor_id: String(product.vendorId) });
  const order = listOrder(undefined, group);
  const ids: number[] = [];
  for (const query of lists) {
    if (ids.length >= RELATED_PRODUCTS_MAX) break;
    const where = filterWhere(tenant, await resolveFilter(db, tenant, query), group);
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(where, ne(products.id, id), ...(ids.length ? [notInArray(products.id, ids)] : [])))
      .orderBy(...orderBy(order))
      .limit(RELATED_PRODUCTS_MAX - ids.length);
    ids.push(...rows.map((row) => row.id));
  }
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenant.id), inArray(products.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return renderProducts(
    db,
    tenant,
    ids.flatMap((shown) => byId.get(shown) ?? []),
    group,
    reference,
  );
}
