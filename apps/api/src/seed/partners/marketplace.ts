/** The marketplace (snachoo) demo partner: vendors selling crafts, gadgets and perfume. */
import type { Db } from "../../db/client";
import type { Tenant } from "../../tenancy";
import { insertAttributes, insertCategories, insertProducts, insertVendors, weekly } from "../builders";
import { type DemoPartner, insertRails } from "../demo-partner";
import { apparel, colour, simple, size } from "../product-specs";

async function seedVendorsAndProducts(db: Db, tenant: Tenant) {
  const vendorIds = await insertVendors(db, tenant, [
    ["najd-crafts", "Najd Crafts", "حرف نجد"],
    ["gulf-gadgets", "Gulf Gadgets", "أجهزة الخليج"],
    ["oud-house", "Oud House", "بيت العود"],
  ]);
  const v = (i: number) => vendorIds[i] ?? null;
  await insertAttributes(db, tenant.id, { size, colour });
  const c = await insertCategories(db, tenant.id, [
    { slug: "crafts", name: "Crafts", nameAr: "حرف يدوية" },
    { slug: "gadgets", name: "Gadgets", nameAr: "أجهزة" },
    { slug: "perfume", name: "Perfume", nameAr: "عطور" },
  ]);
  const products = await insertProducts(db, tenant.id, [
    simple("Handwoven Sadu Cushion", "وسادة سدو منسوجة يدوياً", 14900, c.get("crafts")!, {
      vendor: v(0),
      featured: true,
    }),
    simple("Palm Leaf Basket", "سلة من سعف النخيل", 6900, c.get("crafts")!, { vendor: v(0) }),
    simple("Power Bank 20000 mAh", "شاحن متنقل 20000 مللي أمبير", 12900, c.get("gadgets")!, {
      vendor: v(1),
      featured: true,
    }),
    simple("Bluetooth Speaker", "مكبر صوت بلوتوث", 19900, c.get("gadgets")!, { vendor: v(1) }),
    simple("Cambodian Oud Oil", "دهن عود كمبودي", 59900, c.get("perfume")!, {
      vendor: v(2),
      featured: true,
      variants: [
        { name: "3 ml", nameAr: "3 مل", price: 59900, stock: 20 },
        { name: "6 ml", nameAr: "6 مل", price: 109900, stock: 8 },
      ],
    }),
    simple("Bakhoor Gift Box", "علبة بخور هدية", 24900, c.get("perfume")!, { vendor: v(2) }),
    apparel("Embroidered Scarf", "وشاح مطرز", 8900, c.get("crafts")!),
  ]);
  await insertRails(db, tenant, ["featured"]);
  return products;
}

export const snachoo: DemoPartner = {
  spec: {
    slug: "snachoo",
    businessId: 1007,
    contact: {
      phone: "+966 11 555 0107",
      email: "support@snachoo.example",
      mapUrl: "https://www.openstreetmap.org/search?query=Tahlia+Street+30%2C+Jeddah",
    },
    openingHours: weekly([1, 2, 3, 4, 5, 6, 7], "09:00", "22:00"),
    address: { en: "Tahlia Street 30, Al Andalus, Jeddah", ar: "شارع التحلية 30، الأندلس، جدة" },
    name: "Snachoo Market",
    nameAr: "سوق سناشو",
    type: "snachoo",
    color: "#7c3aed",
    brandVariant: "partner",
    // The demo of per-business overrides (decision 0027): this business keeps no wishlist, calls
    // its product list "the market" and opens its home with the sellers.
    businessOverrides: {
      hidden_routes: ["/wishlist"],
      labels: { en: { products: "Browse the market" }, ar: { products: "تصفح السوق" } },
      home_sections: ["banners", "vendors", "rails", "categories"],
    },
  },
  seed: seedVendorsAndProducts,
};
