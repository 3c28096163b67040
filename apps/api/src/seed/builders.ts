/**
 * Small insert helpers the demo seed and the tests share: a partner with its catalogue,
 * customers, coupons and pages. Batches keep big catalogues (the bulk partner) fast.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  type BusinessOverrides,
  businessOverridesSchema,
} from "@storefront/core/contracts/business-overrides";
import type { WeeklyHours } from "@storefront/core/contracts/partner";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { hashPassword } from "../lib/crypto";
import { addDays } from "../lib/dates";

type Lang = Record<string, string>;
const lang = (en: string, ar: string): Lang => ({ en, ar });

export { lang };

/** Demo partner tokens are stable across reseeds (derived from the slug); others are random. */
export function demoToken(slug: string): string {
  return `pk_${slug}_${createHash("sha256").update(`storefront-demo:${slug}`).digest("hex").slice(0, 32)}`;
}

export interface PartnerSpec {
  slug: string;
  businessId: number;
  name: string;
  nameAr: string;
  type: "retail" | "restaurant" | "divine" | "salon" | "hospital" | "snachoo";
  color: string;
  token?: string;
  brandVariant?: "storefront" | "partner";
  isAdventurePark?: boolean;
  isSugar?: boolean;
  cmsConfig?: Record<string, string>;
  url?: string;
  /** ISO 4217 code of the partner's prices; SAR when absent. */
  currency?: string;
  /** IANA time zone of its hours and appointments; UTC when absent. */
  timeZone?: string;
  /** Where it receives customers, in English and Arabic. */
  address?: { en: string; ar: string };
  /** What this business changes of its type's storefront (checked with `businessOverridesSchema`). */
  businessOverrides?: BusinessOverrides;
  /** How shoppers reach it (the contact page, the footer). */
  contact?: { phone?: string; email?: string; mapUrl?: string };
  /** Its weekly opening hours, and the hours it takes orders when narrower (`weekly`). */
  openingHours?: WeeklyHours;
  orderingHours?: WeeklyHours;
}

/** The same period on each of `days` (1 = Monday … 7 = Sunday), for demo opening hours. */
export function weekly(days: readonly number[], opens: string, closes: string): WeeklyHours {
  return days.map((day) => ({ day, opens, closes }));
}

/** Inserts a partner. */
export async function insertPartner(db: Db, spec: PartnerSpec) {
  const [row] = await db
    .insert(s.partners)
    .values({
      slug: spec.slug,
      businessId: spec.businessId,
      name: spec.name,
      nameLang: lang(spec.name, spec.nameAr),
      type: spec.type,
      accessToken: spec.token ?? `pk_${spec.slug}_${randomBytes(16).toString("hex")}`,
      url: spec.url ?? `${spec.slug}.localhost`,
      brandVariant: spec.brandVariant ?? "storefront",
      isAdventurePark: spec.isAdventurePark ?? false,
      isSugar: spec.isSugar ?? false,
      ecomLogo: `/images/partners/${spec.slug}/logo.svg`,
      color: spec.color,
      currency: spec.currency,
      timeZone: spec.timeZone,
      address: spec.address?.en,
      addressLang: spec.address,
      contactPhone: spec.contact?.phone,
      contactEmail: spec.contact?.email,
      mapUrl: spec.contact?.mapUrl,
      openingHours: spec.openingHours,
      orderingHours: spec.orderingHours,
      // Stored only when well-formed: a malformed override is refused here, never sent.
      businessOverrides: spec.businessOverrides
        ? businessOverridesSchema.parse(spec.businessOverrides)
        : null,
      cmsConfig: {
        favicon: `/images/partners/${spec.slug}/favicon.svg`,
        primary_color: spec.color,
        header_color: "#ffffff",
        header_text_color: "#111827",
        footer_color: "#111827",
        footer_text_color: "#f9fafb",
        button_color: spec.color,
        button_text_color: "#ffffff",
        display_type: "full",
        ...spec.cmsConfig,
      },
    })
    .returning();
  if (!row) throw new Error("partner insert failed");
  return row;
}

/** Inserts rows in batches of `size`, answering the inserted rows in order. */
export async function insertBatched<T extends PgTable, R>(
  db: Db,
  table: T,
  rows: Array<T["$inferInsert"]>,
  size = 250,
): Promise<R[]> {
  const out: R[] = [];
  // drizzle's insert is typed per table; this helper is generic over tables.
  type Insert = { values(rows: unknown[]): { returning(): Promise<R[]> } };
  for (let i = 0; i < rows.length; i += size) {
    out.push(...(await (db.insert(table) as unknown as Insert).values(rows.slice(i, i + size)).returning()));
    // The embedded database runs in this process and answers in microtasks: without a turn of the
    // event loop between batches, a seed holds every request (even /healthz) for its whole length.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return out;
}

export interface ProductSpec {
  name: string;
  nameAr: string;
  category?: number | null;
  vendor?: number | null;
  kind?: string;
  isDigital?: boolean;
  featured?: boolean;
  color?: string;
  description?: string;
  descriptionAr?: string;
  /** Variants: price in minor units, optional old price, attribute values, stock. */
  variants: Array<{
    name?: string;
    nameAr?: string;
    price: number;
    oldPrice?: number;
    attrs?: Record<string, string>;
    stock?: number;
  }>;
  units?: Array<{ name: string; nameAr: string; price: number; multiplier: number }>;
  createdAt?: Date;
}

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Inserts products with their variants, stock and other unit prices (batched). */
export async function insertProducts(db: Db, tenantId: number, specs: ProductSpec[], skuPrefix = "SKU") {
  const productRows = await insertBatched<typeof s.products, typeof s.products.$inferSelect>(
    db,
    s.products,
    specs.map((spec, i) => ({
      tenantId,
      categoryId: spec.category ?? null,
      vendorId: spec.vendor ?? null,
      slug: slugify(spec.name),
      sku: `${skuPrefix}-${String(i + 1).padStart(5, "0")}`,
      name: spec.name,
      nameLang: lang(spec.name, spec.nameAr),
      description: spec.description ?? `${spec.name}: chosen for quality and value.`,
      descriptionLang: lang(
        spec.description ?? `${spec.name}: chosen for quality and value.`,
        spec.descriptionAr ?? `${spec.nameAr}: مختار بعناية للجودة والقيمة.`,
      ),
      kind: spec.kind ?? "product",
      isDigital: spec.isDigital ?? false,
      featured: spec.featured ?? false,
      color: spec.color ?? `hsl(${(i * 47) % 360} 55% 45%)`,
      priceMinor: Math.min(...spec.variants.map((v) => v.price)),
      ...(spec.createdAt && { createdAt: spec.createdAt }),
    })),
  );
  const variantInput: Array<typeof s.productVariants.$inferInsert> = [];
  const stockOf: number[] = [];
  productRows.forEach((product, i) => {
    specs[i]?.variants.forEach((variant, position) => {
      variantInput.push({
        tenantId,
        productId: product.id,
        sku: `${product.sku}-${position + 1}`,
        name: variant.name ?? null,
        nameLang: variant.name ? lang(variant.name, variant.nameAr ?? variant.name) : null,
        priceMinor: variant.price,
        oldPriceMinor: variant.oldPrice ?? null,
        attributeValues: variant.attrs ?? {},
        position,
      });
      stockOf.push(variant.stock ?? 50);
    });
  });
  const variantRows = await insertBatched<typeof s.productVariants, typeof s.productVariants.$inferSelect>(
    db,
    s.productVariants,
    variantInput,
  );
  await insertBatched(
    db,
    s.stockLevels,
    variantRows.map((variant, i) => ({ variantId: variant.id, tenantId, quantity: stockOf[i] ?? 0 })),
  );
  const unitInput: Array<typeof s.otherUnitPrices.$inferInsert> = [];
  productRows.forEach((product, i) => {
    for (const unit of specs[i]?.units ?? []) {
      unitInput.push({
        tenantId,
        productId: product.id,
        name: unit.name,
        nameLang: lang(unit.name, unit.nameAr),
        priceMinor: unit.price,
        multiplier: unit.multiplier,
      });
    }
  });
  if (unitInput.length) await insertBatched(db, s.otherUnitPrices, unitInput);
  // Default variant = the first; one UPDATE … FROM for the whole batch.
  const firstByProduct = new Map<number, number>();
  for (const variant of variantRows)
    if (!firstByProduct.has(variant.productId)) firstByProduct.set(variant.productId, variant.id);
  const { sql } = await import("drizzle-orm");
  await db.execute(
    sql`update ${s.products} p set default_variant_id = v.id from (select distinct on (product_id) product_id, id from ${s.productVariants} where tenant_id = ${tenantId} order by product_id, position, id) v where p.id = v.product_id and p.tenant_id = ${tenantId}`,
  );
  const variantsByProduct = new Map<number, typeof variantRows>();
  for (const variant of variantRows) {
    const list = variantsByProduct.get(variant.productId) ?? [];
    list.push(variant);
    variantsByProduct.set(variant.productId, list);
  }
  return productRows.map((product, i) => ({
    ...product,
    defaultVariantId: firstByProduct.get(product.id) ?? null,
    variants: variantsByProduct.get(product.id) ?? [],
    spec: specs[i],
  }));
}

/** Inserts attributes with their values: `{ size: [["s","S","صغير"], …] }`. */
export async function insertAttributes(
  db: Db,
  tenantId: number,
  spec: Record<string, { name: string; nameAr: string; values: Array<[string, string, string]> }>,
) {
  for (const [slug, attribute] of Object.entries(spec)) {
    const [row] = await db
      .insert(s.attributes)
      .values({ tenantId, slug, name: attribute.name, nameLang: lang(attribute.name, attribute.nameAr) })
      .returning();
    if (!row) continue;
    await db.insert(s.attributeValues).values(
      attribute.values.map(([valueSlug, name, nameAr], position) => ({
        tenantId,
        attributeId: row.id,
        slug: valueSlug,
        name,
        nameLang: lang(name, nameAr),
        position,
      })),
    );
  }
}

/** Inserts categories; answers their ids by slug. */
export async function insertCategories(
  db: Db,
  tenantId: number,
  specs: Array<{
    slug: string;
    name: string;
    nameAr: string;
    color?: string;
    featured?: boolean;
    parent?: string;
  }>,
) {
  const ids = new Map<string, number>();
  for (const [position, spec] of specs.entries()) {
    const [row] = await db
      .insert(s.categories)
      .values({
        tenantId,
        slug: spec.slug,
        name: spec.name,
        nameLang: lang(spec.name, spec.nameAr),
        color: spec.color ?? `hsl(${(position * 67) % 360} 50% 40%)`,
        featured: spec.featured ?? position < 6,
        position,
        parentId: spec.parent ? (ids.get(spec.parent) ?? null) : null,
      })
      .returning();
    if (row) ids.set(spec.slug, row.id);
  }
  return ids;
}

/** The demo password of every demo account. */
export const DEMO_PASSWORD = "demo12345";

/** Inserts the two demo customers: demo@example.com and the phone-only one (500000001). */
export async function insertDemoCustomers(db: Db, tenantId: number, password = DEMO_PASSWORD) {
  const [demoHash, phoneHash] = await Promise.all([
    hashPassword(password, { refusable: false }),
    hashPassword(password, { refusable: false }),
  ]);
  const [demo, phoneOnly] = await db
    .insert(s.customers)
    .values([
      {
        tenantId,
        name: "Sara",
        lastName: "Al-Harbi",
        email: "demo@example.com",
        phone: "500000000",
        countryCode: "966",
        passwordHash: demoHash,
      },
      {
        tenantId,
        name: "Omar",
        lastName: "Haddad",
        email: "",
        phone: "500000001",
        countryCode: "966",
        passwordHash: phoneHash,
      },
    ])
    .returning();
  if (!demo || !phoneOnly) throw new Error("customer insert failed");
  return { demo, phoneOnly };
}

/** The five demo coupons of spec/issue 4. */
export async function insertDemoCoupons(db: Db, tenantId: number, today = new Date()) {
  await db.insert(s.coupons).values([
    {
      tenantId,
      code: "WELCOME10",
      discountType: "percent",
      discountValue: 1000,
      endDate: addDays(today, 3650),
      // A welcome offer: one order per customer.
      maxUsesPerCustomer: 1,
    },
    { tenantId, code: "WEEKEND", discountType: "percent", discountValue: 1500, days: ["6", "7"] },
    { tenantId, code: "EXPIRED", discountType: "percent", discountValue: 2000, endDate: "2024-01-31" },
    { tenantId, code: "BIG500", discountType: "fixed", discountValue: 5000, minCartMinor: 50_000 },
    { tenantId, code: "NOPE", active: false, discountType: "percent", discountValue: 5000 },
  ]);
}

/** Inserts the about and terms pages (HTML, English and Arabic). */
export async function insertPages(db: Db, tenantId: number, brand: string, brandAr: string) {
  await db.insert(s.pages).values([
    {
      tenantId,
      name: "about",
      title: "About us",
      titleLang: lang("About us", "من نحن"),
      html: `<h1>About ${brand}</h1><p>${brand} has served its neighbourhood since 2012. We pick every product ourselves and deliver across the city.</p><ul><li>Fresh stock every morning</li><li>Friendly support, seven days a week</li></ul>`,
      htmlLang: lang(
        `<h1>About ${brand}</h1><p>${brand} has served its neighbourhood since 2012.</p>`,
        `<h1>عن ${brandAr}</h1><p>يخدم ${brandAr} الحي منذ عام 2012. نختار كل منتج بأنفسنا ونوصل إلى جميع أنحاء المدينة.</p><ul><li>بضائع طازجة كل صباح</li><li>دعم ودود طوال أيام الأسبوع</li></ul>`,
      ),
      position: 0,
    },
    {
      tenantId,
      name: "terms",
      title: "Terms and conditions",
      titleLang: lang("Terms and conditions", "الشروط والأحكام"),
      html: `<h1>Terms and conditions</h1><p>Orders are confirmed once paid. Items can be returned within 14 days of delivery in their original condition.</p><p>Prices include VAT.</p>`,
      htmlLang: lang(
        `<h1>Terms and conditions</h1><p>Orders are confirmed once paid. Items can be returned within 14 days of delivery.</p>`,
        `<h1>الشروط والأحكام</h1><p>تُؤكَّد الطلبات بعد الدفع. يمكن إرجاع المنتجات خلال 14 يوماً من التسليم بحالتها الأصلية.</p><p>الأسعار تشمل ضريبة القيمة المضافة.</p>`,
      ),
      position: 1,
    },
  ]);
}

const VENDOR_COLOURS = ["#0f766e", "#9333ea", "#c2410c"];

/** Inserts marketplace vendors (`[slug, name, nameAr]`) selling through the partner; answers their ids. */
export async function insertVendors(
  db: Db,
  tenant: Pick<typeof s.partners.$inferSelect, "id" | "name" | "nameLang">,
  vendors: Array<[string, string, string]>,
) {
  const rows = await db
    .insert(s.vendors)
    .values(
      vendors.map(([slug, name, nameAr], i) => ({
        tenantId: tenant.id,
        slug,
        name,
        nameLang: lang(name, nameAr),
        description: `${name} sells through ${tenant.name}.`,
        descriptionLang: lang(
          `${name} sells through ${tenant.name}.`,
          `${nameAr} يبيع عبر ${tenant.nameLang?.ar ?? tenant.name}.`,
        ),
        rating: 4.2 + i * 0.2,
        color: VENDOR_COLOURS[i % VENDOR_COLOURS.length]!,
      })),
    )
    .returning();
  return rows.map((row) => row.id);
}
