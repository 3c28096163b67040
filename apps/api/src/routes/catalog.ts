import * as catalog from "@storefront/core/contracts/api/catalog";
import { and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Hono } from "hono";
import type { Db } from "../db/client";
import { attributes, attributeValues, categories, products, searchKeywords, vendors } from "../db/schema";
import { route, type Services } from "../http";
import { notFound } from "../lib/errors";
import { JsonAnswer } from "../lib/json-answer";
import { toMajor } from "../lib/money";
import { imagePath, loadBundle, productRecord } from "../services/catalog";
import { likePattern, productPage, renderProducts } from "../services/product-list";
import type { Tenant } from "../tenancy";

/** The list query as a cache key: the same parameters in any order give the same key. */
function canonicalQuery(query: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(query)
      .sort()
      .map((key) => [key, query[key]]),
  );
}

/** Categories with their product counts (a parent counts its children's products too). */
export async function categoryRecords(db: Db, tenant: Tenant, onlyFeatured = false) {
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.tenantId, tenant.id), ...(onlyFeatured ? [eq(categories.featured, true)] : [])))
    .orderBy(asc(categories.position), asc(categories.id));
  const counts = await db
    .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.tenantId, tenant.id))
    .groupBy(products.categoryId);
  const own = new Map(counts.map((row) => [row.categoryId, Number(row.n)]));
  const all = onlyFeatured
    ? await db
        .select({ id: categories.id, parentId: categories.parentId })
        .from(categories)
        .where(eq(categories.tenantId, tenant.id))
    : rows;
  const total = (id: number): number =>
    (own.get(id) ?? 0) +
    all.filter((row) => row.parentId === id).reduce((sum, row) => sum + total(row.id), 0);
  return rows.map((row) => ({
    _id: String(row.id),
    name: row.name,
    name_lang: row.nameLang,
    slug: row.slug,
    parent_id: row.parentId ? String(row.parentId) : null,
    image: imagePath.category(row.id),
    product_count: total(row.id),
  }));
}

/** Registers the catalogue routes. */
export function registerCatalogRoutes(app: Hono, services: Services) {
  const { db } = services;

  route(app, services, catalog.listCategories, async ({ tenant }) => ({
    data: await categoryRecords(db, tenant),
  }));

  route(app, services, catalog.listAttributes, async ({ tenant }) => {
    const [attributeRows, valueRows] = await Promise.all([
      db.select().from(attributes).where(eq(attributes.tenantId, tenant.id)).orderBy(asc(attributes.id)),
      db
        .select()
        .from(attributeValues)
        .where(eq(attributeValues.tenantId, tenant.id))
        .orderBy(asc(attributeValues.position), asc(attributeValues.id)),
    ]);
    return {
      data: attributeRows.map((a) => ({
        _id: String(a.id),
        name: a.name,
        name_lang: a.nameLang,
        slug: a.slug,
        values: valueRows
          .filter((v) => v.attributeId === a.id)
          .map((v) => ({ _id: String(v.id), name: v.name, name_lang: v.nameLang, slug: v.slug })),
      })),
    };
  });

  // List and detail are the storefront's hottest reads: served from the catalogue cache, which
  // checks the tenant's catalogue version on every read (services/catalog-cache.ts). The key
  // holds the business id because product records carry it.
  route(app, services, catalog.listProducts, async ({ tenant, query }) => ({
    answer: await services.catalogCache.read(
      tenant.id,
      `list:${tenant.businessId}:${canonicalQuery(query)}`,
      async () => new JsonAnswer(await productPage(db, tenant, query)),
    ),
  }));

  route(app, services, catalog.getProduct, async ({ tenant, params, query }) => {
    const id = Number(params.id);
    const variantId = query.variant_id ? Number(query.variant_id) : null;
    return {
      answer: await services.catalogCache.read(
        tenant.id,
        `product:${tenant.businessId}:${id}:${variantId ?? ""}`,
        async () => {
          const [row] = await db
            .select()
            .from(products)
            .where(and(eq(products.tenantId, tenant.id), eq(products.id, id)))
            .limit(1);
          if (!row) throw notFound("product_not_found", "This product does not exist");
          const bundle = await loadBundle(db, tenant, [row]);
          return new JsonAnswer(productRecord(tenant, bundle, row, variantId));
        },
      ),
    };
  });

  route(app, services, catalog.getSuggestions, async ({ tenant, query }) => {
    const pattern = likePattern(query.key);
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
      db
        .select()
        .from(products)
        .where(
          and(
            eq(products.tenantId, tenant.id),
            or(ilike(products.name, pattern), sql`${products.nameLang}->>'ar' ilike ${pattern}`),
          ),
        )
        .orderBy(desc(products.featured), asc(products.name))
        .limit(6),
    ]);
    return {
      data: {
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
          price: toMajor(row.priceMinor),
        })),
      },
    };
  });

  const vendorRecords = async (tenant: Tenant, id?: number) => {
    const rows = await db
      .select({
        vendor: vendors,
        count: sql<number>`(select count(*)::int from ${products} p where p.vendor_id = ${vendors.id})`,
      })
      .from(vendors)
      .where(and(eq(vendors.tenantId, tenant.id), ...(id ? [eq(vendors.id, id)] : [])))
      .orderBy(asc(vendors.name));
    return rows.map(({ vendor, count }) => ({
      _id: String(vendor.id),
      name: vendor.name,
      name_lang: vendor.nameLang,
      slug: vendor.slug,
      description: vendor.description,
      description_lang: vendor.descriptionLang,
      logo: imagePath.vendor(vendor.id),
      rating: vendor.rating,
      product_count: Number(count),
    }));
  };

  route(app, services, catalog.listVendors, async ({ tenant }) => ({ data: await vendorRecords(tenant) }));

  route(app, services, catalog.getVendor, async ({ tenant, params }) => {
    const [vendor] = await vendorRecords(tenant, Number(params.id));
    if (!vendor) throw notFound("vendor_not_found", "This vendor does not exist");
    return { data: vendor };
  });

  route(app, services, catalog.listOfferings, async ({ tenant }) => {
    const rows = await db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, tenant.id), eq(products.kind, "offering")))
      .orderBy(asc(products.id));
    return { data: await renderProducts(db, tenant, rows) };
  });
}
