import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { banners } from "../db/schema";
import type { Tenant } from "../tenancy";
import { imagePath } from "./image-paths";

/**
 * The partner's home banners in display order. The home answer and the served HTML's preload of
 * the first banner (storefront/lcp-preload.ts) both read them here, so the preloaded picture is
 * always the one the home page draws first.
 */
export async function homeBanners(db: Db, tenant: Pick<Tenant, "id">) {
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.tenantId, tenant.id))
    // The id breaks ties so two reads (the answer, the preload) always agree on the first one.
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map((row) => ({
    _id: String(row.id),
    title: row.title,
    title_lang: row.titleLang,
    subtitle: row.subtitle,
    subtitle_lang: row.subtitleLang,
    image: imagePath.banner(row.id),
    link: row.link,
  }));
}
