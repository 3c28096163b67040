/** The bulk demo partner: 10,000 products in 20 categories, for the list's performance figures. */
import type { Db } from "../../db/client";
import * as s from "../../db/schema";
import type { Tenant } from "../../tenancy";
import {
  insertAttributes,
  insertCategories,
  insertProducts,
  lang,
  type ProductSpec,
  weekly,
} from "../builders";
import { type DemoPartner, insertRails } from "../demo-partner";
import { colour, size } from "../product-specs";

async function seedBulkCatalogue(db: Db, tenant: Tenant) {
  await insertAttributes(db, tenant.id, { size, colour });
  const names: Array<[string, string]> = [
    ["Groceries", "بقالة"],
    ["Beverages", "مشروبات"],
    ["Snacks", "وجبات خفيفة"],
    ["Dairy", "ألبان"],
    ["Frozen", "مجمدات"],
    ["Household", "منزلية"],
    ["Personal care", "عناية شخصية"],
    ["Baby", "أطفال"],
    ["Pets", "حيوانات أليفة"],
    ["Stationery", "قرطاسية"],
    ["Toys", "ألعاب"],
    ["Sports", "رياضة"],
    ["Garden", "حديقة"],
    ["Tools", "أدوات"],
    ["Automotive", "سيارات"],
    ["Books", "كتب"],
    ["Music", "موسيقى"],
    ["Kitchen", "مطبخ"],
    ["Lighting", "إضاءة"],
    ["Travel", "سفر"],
  ];
  const c = await insertCategories(
    db,
    tenant.id,
    names.map(([name, nameAr]) => ({ slug: name.toLowerCase().replace(/\s+/g, "-"), name, nameAr })),
  );
  const ids = [...c.values()];
  const adjectives: Array<[string, string]> = [
    ["Classic", "كلاسيكي"],
    ["Premium", "فاخر"],
    ["Family", "عائلي"],
    ["Eco", "صديق للبيئة"],
    ["Mini", "صغير"],
    ["Deluxe", "ممتاز"],
    ["Everyday", "يومي"],
    ["Pro", "احترافي"],
  ];
  const specs: ProductSpec[] = [];
  const base = Date.now() - 10_000 * 60_000;
  for (let i = 0; i < 10_000; i++) {
    const [adj, adjAr] = adjectives[i % adjectives.length]!;
    const [cat, catAr] = names[i % names.length]!;
    const price = 500 + ((i * 7919) % 49_500);
    specs.push({
      name: `${adj} ${cat} item ${i + 1}`,
      nameAr: `${catAr} ${adjAr} رقم ${i + 1}`,
      category: ids[i % ids.length] ?? null,
      featured: i < 12,
      createdAt: new Date(base + i * 60_000),
      variants:
        i % 10 === 0
          ? ["s", "m", "l"].map((sz, k) => ({
              name: sz.toUpperCase(),
              price: price + k * 300,
              attrs: { size: sz, colour: k % 2 ? "red" : "blue" },
              stock: 100,
            }))
          : [{ price, stock: 1000, attrs: { colour: ["red", "blue", "black", "white"][i % 4]! } }],
    });
  }
  const products = await insertProducts(db, tenant.id, specs, "BLK");
  await insertRails(db, tenant, ["featured", "newest"]);
  await db.insert(s.searchKeywords).values([
    { tenantId: tenant.id, keyword: "premium", keywordLang: lang("premium", "فاخر"), categoryId: null },
    {
      tenantId: tenant.id,
      keyword: "snacks",
      keywordLang: lang("snacks", "وجبات خفيفة"),
      categoryId: ids[2] ?? null,
    },
  ]);
  return products.slice(0, 30);
}

/** Only its first 30 products make the demo order history. */
export const bulk: DemoPartner = {
  spec: {
    slug: "bulk",
    businessId: 1009,
    contact: {
      phone: "+966 11 555 0109",
      email: "sales@bulk.example",
      mapUrl: "https://www.openstreetmap.org/search?query=Industrial+Area+2%2C+Riyadh",
    },
    openingHours: weekly([1, 2, 3, 4, 6, 7], "08:00", "18:00"),
    address: { en: "Industrial Area 2, Al Sulay, Riyadh", ar: "المنطقة الصناعية 2، السلي، الرياض" },
    name: "Bulk Mart",
    nameAr: "بلك مارت",
    type: "retail",
    color: "#0369a1",
  },
  seed: seedBulkCatalogue,
};
