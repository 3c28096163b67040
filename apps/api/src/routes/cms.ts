import * as pagesApi from "@storefront/core/contracts/api/pages";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { Db } from "../db/client";
import { homeRails, pages, products } from "../db/schema";
import { route, type Services } from "../http";
import { notFound } from "../lib/errors";
import { homeBanners } from "../services/home-banners";
import { renderProducts } from "../services/product-list";
import type { Tenant } from "../tenancy";
import { categoryRecords } from "./catalog";

/** Names of the partner's pages, in menu order (the payload's `pages`). */
export async function pageNames(db: Db, tenant: Tenant): Promise<string[]> {
  const rows = await db
    .select({ name: pages.name })
    .from(pages)
    .where(eq(pages.tenantId, tenant.id))
    .orderBy(asc(pages.position), asc(pages.id));
  return rows.map((row) => row.name);
}

/** Registers the CMS routes: partner pages and the home page content. */
export function registerCmsRoutes(app: Hono, services: Services) {
  const { db } = services;

  route(app, services, pagesApi.listPages, async ({ tenant }) => {
    const rows = await db
      .select()
      .from(pages)
      .where(eq(pages.tenantId, tenant.id))
      .orderBy(asc(pages.position), asc(pages.id));
    return { data: rows.map((row) => ({ name: row.name, title: row.title, title_lang: row.titleLang })) };
  });

  route(app, services, pagesApi.getPage, async ({ tenant, params }) => {
    const [row] = await db
      .select()
      .from(pages)
      .where(and(eq(pages.tenantId, tenant.id), eq(pages.name, params.name)))
      .limit(1);
    if (!row) throw notFound("page_not_found", `No page named ${params.name}`);
    return {
      data: {
        name: row.name,
        title: row.title,
        title_lang: row.titleLang,
        html: row.html,
        html_lang: row.htmlLang,
      },
    };
  });

  route(app, services, pagesApi.getHome, async ({ tenant }) => {
    const [homeBannerList, railRows, featuredCategories] = await Promise.all([
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
          products: await renderProducts(db, tenant, rows),
        };
      }),
    );
    return {
      data: {
        banners: homeBannerList,
        categories: featuredCategories,
        rails,
      },
    };
  });
}
