import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { pages } from "../db/schema";
import { notFound } from "../lib/errors";
import type { Tenant } from "../tenancy";

const inMenuOrder = [asc(pages.position), asc(pages.id)];

/** Names of the partner's pages, in menu order (the payload's `pages`). */
export async function pageNames(db: Db, tenant: Tenant): Promise<string[]> {
  const rows = await db
    .select({ name: pages.name })
    .from(pages)
    .where(eq(pages.tenantId, tenant.id))
    .orderBy(...inMenuOrder);
  return rows.map((row) => row.name);
}

/** The partner's pages (name and title), in menu order. */
export async function pageList(db: Db, tenant: Tenant) {
  const rows = await db
    .select()
    .from(pages)
    .where(eq(pages.tenantId, tenant.id))
    .orderBy(...inMenuOrder);
  return rows.map((row) => ({ name: row.name, title: row.title, title_lang: row.titleLang }));
}

/** One partner page with its HTML, or 404 `page_not_found`. */
export async function pageDetail(db: Db, tenant: Tenant, name: string) {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.tenantId, tenant.id), eq(pages.name, name)))
    .limit(1);
  if (!row) throw notFound("page_not_found", `No page named ${name}`);
  return {
    name: row.name,
    title: row.title,
    title_lang: row.titleLang,
    html: row.html,
    html_lang: row.htmlLang,
  };
}
