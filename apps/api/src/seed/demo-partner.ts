/** What every demo partner module provides, and the basics every demo partner gets. */
import type { Db } from "../db/client";
import * as s from "../db/schema";
import type { Tenant } from "../tenancy";
import { type insertProducts, lang, type PartnerSpec } from "./builders";

/** Products a partner seeded: its demo order history picks from the first ones. */
export type SeededProducts = Awaited<ReturnType<typeof insertProducts>>;

/** A demo partner: who it is, and what it sells. */
export interface DemoPartner {
  spec: PartnerSpec;
  /**
   * Seeds the partner's own data (catalogue, menu, services, appointments…) after the basics every
   * demo partner has (demo customers, coupons, pages, banners); answers the products its demo
   * order history is made of (none: no orders, returns or order ledger entries).
   */
  seed(db: Db, tenant: Tenant, demo: { customerId: number }): Promise<SeededProducts>;
}

type Rail = "featured" | "newest" | { title: string; titleAr: string; categoryId: number | null };

const RAIL_TITLES = {
  featured: lang("Featured", "مختارات"),
  newest: lang("New arrivals", "وصل حديثاً"),
};

/** Inserts the home page rails, in this order. */
export async function insertRails(db: Db, tenant: Tenant, rails: Rail[]) {
  await db.insert(s.homeRails).values(
    rails.map((rail, position) =>
      typeof rail === "string"
        ? {
            tenantId: tenant.id,
            title: RAIL_TITLES[rail].en!,
            titleLang: RAIL_TITLES[rail],
            kind: rail,
            position,
          }
        : {
            tenantId: tenant.id,
            title: rail.title,
            titleLang: lang(rail.title, rail.titleAr),
            kind: "category",
            categoryId: rail.categoryId,
            position,
          },
    ),
  );
}

/** The two home banners of every demo partner: a welcome with WELCOME10, and weekend deals. */
export async function insertDemoBanners(db: Db, tenant: Tenant) {
  await db.insert(s.banners).values([
    {
      tenantId: tenant.id,
      title: `Welcome to ${tenant.name}`,
      titleLang: lang(`Welcome to ${tenant.name}`, `مرحباً بكم في ${tenant.nameLang?.ar ?? tenant.name}`),
      subtitle: "10% off your first order with WELCOME10",
      subtitleLang: lang("10% off your first order with WELCOME10", "خصم 10٪ على طلبك الأول مع WELCOME10"),
      link: "/products",
      color: tenant.color,
      position: 0,
    },
    {
      tenantId: tenant.id,
      title: "Weekend deals",
      titleLang: lang("Weekend deals", "عروض نهاية الأسبوع"),
      subtitle: "Use WEEKEND on Saturdays and Sundays",
      subtitleLang: lang("Use WEEKEND on Saturdays and Sundays", "استخدم WEEKEND يومي السبت والأحد"),
      link: "/products?sort=price_asc",
      color: "#0f172a",
      position: 1,
    },
  ]);
}
