import * as pagesApi from "@storefront/core/contracts/api/pages";
import { and, asc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { Db } from "../db/client";
import { pages } from "../db/schema";
import { route, type Services } from "../http";
import { notFound } from "../lib/errors";
import { homeContent } from "../services/home-content";
import type { Tenant } from "../tenancy";

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

  route(app, services, pagesApi.getHome, async ({ tenant }) => ({ data: await homeContent(db, tenant) }));
}
