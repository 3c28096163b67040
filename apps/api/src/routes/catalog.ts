import * as catalog from "@storefront/core/contracts/api/catalog";
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Hono } from "hono";
import type { Db } from "../db/client";
import {
  attributes,
  attributeValues,
  categories,
  products,
  productVariants,
  searchKeywords,
  vendors,
} from "../db/schema";
import { route, type Services } from "../http";
import { notFound } from "../lib/errors";
import { toMajor } from "../lib/money";
import { imagePath, loadBundle, productRecord } from "../services/catalog";
import type { Tenant } from "../tenancy";

/** Escapes a user string for LIKE. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Products rendered in the source shape, in the order given. */
export async function renderProducts(db: Db, tenant: Tenant, rows: Array<typeof products.$inferSelect>) {
  const bundle = await loadBundle(db, tenant, rows);
  return rows.map((row) => productRecord(tenant, bundle, row));
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

  route(app, services, catalog.listProducts, async ({ tenant, query }) => {
    const page = query.page ?? 1;
    const perPage = query.per_page ?? 24;
    const where: SQL[] = [eq(products.tenantId, tenant.id)];
    if (query.category_id) {
      const id = Number(query.category_id);
      const children = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.tenantId, tenant.id), eq(categories.parentId, id)));
      where.push(inArray(products.categoryId, [id, ...children.map((row) => row.id)]));
    }
    if (query.vendor_id) where.push(eq(products.vendorId, Number(query.vendor_id)));
    if (query.kind) where.push(eq(products.kind, query.kind));
    if (query.featured === "1" || query.featured === "true") where.push(eq(products.featured, true));
    let key = query.key;
    if (query.key_word_id) {
      const [keyword] = await db
        .select()
        .from(searchKeywords)
        .where(and(eq(searchKeywords.tenantId, tenant.id), eq(searchKeywords.id, Number(query.key_word_id))))
        .limit(1);
      if (!keyword) throw notFound("keyword_not_found", "This suggestion does not exist");
      key = keyword.keyword;
      if (keyword.categoryId) where.push(eq(products.categoryId, keyword.categoryId));
    }
    if (key) {
      const pattern = likePattern(key);
      where.push(
        or(
          ilike(products.name, pattern),
          ilike(products.sku, pattern),
          sql`${products.nameLang}->>'ar' ilike ${pattern}`,
        ) as SQL,
      );
    }
    if (query.attrs) {
      const wanted = new Map<string, string[]>();
      for (const pair of query.attrs.split(",")) {
        const [attribute = "", value = ""] = pair.split(":");
        wanted.set(attribute, [...(wanted.get(attribute) ?? []), value]);
      }
      for (const [attribute, values] of wanted) {
        where.push(
          sql`exists (select 1 from ${productVariants} v where v.product_id = ${products.id} and v.attribute_values->>${attribute} in (${sql.join(
            values.map((value) => sql`${value}`),
            sql`, `,
          )}))`,
        );
      }
    }
    if (query.min_price !== undefined) where.push(sql`${products.priceMinor} >= ${query.min_price * 100}`);
    if (query.max_price !== undefined) where.push(sql`${products.priceMinor} <= ${query.max_price * 100}`);
    const order = {
      newest: [desc(products.createdAt), desc(products.id)],
      price_asc: [asc(products.priceMinor), asc(products.id)],
      price_desc: [desc(products.priceMinor), desc(products.id)],
      name_asc: [asc(products.name), asc(products.id)],
      name_desc: [desc(products.name), desc(products.id)],
    }[query.sort ?? "newest"];
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(products)
        .where(and(...where))
        .orderBy(...order)
        .limit(perPage)
        .offset((page - 1) * perPage),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(and(...where)),
    ]);
    const total = Number(count?.n ?? 0);
    return {
      data: {
        items: await renderProducts(db, tenant, rows),
        page,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
      },
    };
  });

  route(app, services, catalog.getProduct, async ({ tenant, params, query }) => {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, tenant.id), eq(products.id, Number(params.id))))
      .limit(1);
    if (!row) throw notFound("product_not_found", "This product does not exist");
    const bundle = await loadBundle(db, tenant, [row]);
    return { data: productRecord(tenant, bundle, row, query.variant_id ? Number(query.variant_id) : null) };
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
