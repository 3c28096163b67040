/** The retail demo partner: produce by kg or piece, sizes × colours, digital products, suggestions. */
import type { Db } from "../../db/client";
import * as s from "../../db/schema";
import type { Tenant } from "../../tenancy";
import { insertAttributes, insertCategories, insertProducts, lang, weekly } from "../builders";
import { type DemoPartner, insertRails } from "../demo-partner";
import { insertGroupCustomer, insertPriceGroup } from "../price-groups";
import { apparel, colour, produce, simple, size } from "../product-specs";

async function seedRetailCatalogue(db: Db, tenant: Tenant) {
  await insertAttributes(db, tenant.id, { size, colour });
  const c = await insertCategories(db, tenant.id, [
    { slug: "fruit-veg", name: "Fruit & Vegetables", nameAr: "فواكه وخضروات" },
    { slug: "bakery", name: "Bakery", nameAr: "المخبوزات" },
    { slug: "clothing", name: "Clothing", nameAr: "الملابس" },
    { slug: "electronics", name: "Electronics", nameAr: "الإلكترونيات" },
    { slug: "home", name: "Home & Kitchen", nameAr: "المنزل والمطبخ" },
    { slug: "digital", name: "Digital products", nameAr: "منتجات رقمية" },
    { slug: "t-shirts", name: "T-shirts", nameAr: "قمصان", parent: "clothing", featured: false },
  ]);
  const id = (slug: string) => c.get(slug) ?? null;
  const products = await insertProducts(db, tenant.id, [
    produce("Red Apples", "تفاح أحمر", 850, 125, id("fruit-veg")!),
    produce("Bananas", "موز", 650, 75, id("fruit-veg")!),
    produce("Tomatoes", "طماطم", 550, 60, id("fruit-veg")!),
    produce("Sukkari Dates", "تمر سكري", 3500, 150, id("fruit-veg")!),
    produce("Cucumbers", "خيار", 450, 50, id("fruit-veg")!),
    simple("Arabic Bread", "خبز عربي", 300, id("bakery"), { featured: true }),
    simple("Date Maamoul", "معمول بالتمر", 2200, id("bakery")),
    simple("Zaatar Manakish", "مناقيش زعتر", 700, id("bakery")),
    simple("Croissant", "كرواسون", 550, id("bakery")),
    apparel("Cotton T-shirt", "قميص قطني", 4900, id("t-shirts")!),
    apparel("Linen Thobe", "ثوب كتان", 18900, id("clothing")!),
    apparel("Hooded Sweatshirt", "سترة بقلنسوة", 12900, id("clothing")!),
    simple("Wireless Earbuds", "سماعات لاسلكية", 24900, id("electronics"), {
      featured: true,
      variants: [{ price: 24900, oldPrice: 29900, stock: 40 }],
    }),
    simple("Smartphone 128 GB", "هاتف ذكي 128 جيجابايت", 189900, id("electronics"), {
      variants: [
        { name: "128 GB", nameAr: "128 جيجابايت", price: 189900, stock: 12 },
        { name: "256 GB", nameAr: "256 جيجابايت", price: 219900, stock: 5 },
      ],
    }),
    simple("USB-C Charger", "شاحن USB-C", 7900, id("electronics")),
    simple("Smart Watch", "ساعة ذكية", 64900, id("electronics"), { featured: true }),
    simple("Arabic Coffee Pot", "دلة قهوة عربية", 8900, id("home")),
    simple("Non-stick Pan", "مقلاة غير لاصقة", 11900, id("home")),
    simple("Prayer Rug", "سجادة صلاة", 9900, id("home")),
    simple("Gift Card 100", "بطاقة هدية 100", 10000, id("digital"), {
      kind: "digital",
      isDigital: true,
      variants: [{ price: 10000, stock: 9999 }],
    }),
    simple("Arabic Cookbook (e-book)", "كتاب الطبخ العربي (إلكتروني)", 3900, id("digital"), {
      kind: "digital",
      isDigital: true,
      variants: [{ price: 3900, stock: 9999 }],
    }),
  ]);
  await db.insert(s.searchKeywords).values([
    {
      tenantId: tenant.id,
      keyword: "apple",
      keywordLang: lang("apple", "تفاح"),
      categoryId: id("fruit-veg"),
    },
    { tenantId: tenant.id, keyword: "dates", keywordLang: lang("dates", "تمر"), categoryId: null },
    { tenantId: tenant.id, keyword: "t-shirt", keywordLang: lang("t-shirt", "قميص"), categoryId: null },
    {
      tenantId: tenant.id,
      keyword: "phone",
      keywordLang: lang("phone", "هاتف"),
      categoryId: id("electronics"),
    },
    { tenantId: tenant.id, keyword: "bread", keywordLang: lang("bread", "خبز"), categoryId: id("bakery") },
    { tenantId: tenant.id, keyword: "coffee", keywordLang: lang("coffee", "قهوة"), categoryId: null },
  ]);
  await insertRails(db, tenant, [
    "featured",
    "newest",
    { title: "Fresh produce", titleAr: "منتجات طازجة", categoryId: id("fruit-veg") },
  ]);
  await seedWholesale(db, tenant, products);
  return products;
}

/**
 * The "Wholesale" price group (15 % off list prices; the smart watch at its own 519.00) and its
 * demo customer, wholesale@example.com, who sees and pays those prices (decision 0026).
 */
async function seedWholesale(db: Db, tenant: Tenant, products: Awaited<ReturnType<typeof insertProducts>>) {
  const watch = products.find((product) => product.name === "Smart Watch")?.variants[0];
  const group = await insertPriceGroup(db, tenant.id, {
    name: "Wholesale",
    nameAr: "الجملة",
    percentOffBp: 1500,
    prices: watch ? [{ variantId: watch.id, price: 51_900 }] : [],
  });
  await insertGroupCustomer(db, tenant.id, group.id);
}

export const retail: DemoPartner = {
  spec: {
    slug: "retail",
    businessId: 1001,
    contact: {
      phone: "+966 11 555 0101",
      email: "hello@souq-retail.example",
      mapUrl: "https://www.openstreetmap.org/search?query=Olaya+Street+45%2C+Riyadh",
    },
    openingHours: [...weekly([1, 2, 3, 4, 6, 7], "09:00", "23:00"), ...weekly([5], "16:00", "23:00")],
    address: { en: "Olaya Street 45, Al Olaya, Riyadh 12244", ar: "شارع العليا 45، العليا، الرياض 12244" },
    name: "Souq Retail",
    nameAr: "سوق للتجزئة",
    type: "retail",
    color: "#2563eb",
    cmsConfig: { google_site_verification: "demo-site-verification-token" },
  },
  seed: seedRetailCatalogue,
};
