/**
 * The demo seed: one partner per case the spec names, bilingual, with demo accounts, coupons,
 * pages, history (orders, a return, addresses, appointments, statement) on every partner.
 */
import type { Db, Tx } from "../db/client";
import * as s from "../db/schema";
import { addDays } from "../lib/dates";
import { writeOrder } from "../services/order-writer";
import { computeTotals } from "../services/pricing";
import type { Tenant } from "../tenancy";
import {
  demoToken,
  insertAttributes,
  insertCategories,
  insertDemoCoupons,
  insertDemoCustomers,
  insertPages,
  insertPartner,
  insertProducts,
  lang,
  type PartnerSpec,
  type ProductSpec,
} from "./builders";

/** The demo partners (slug → what it demonstrates). */
export const DEMO_PARTNERS: PartnerSpec[] = [
  {
    slug: "retail",
    businessId: 1001,
    name: "Souq Retail",
    nameAr: "سوق للتجزئة",
    type: "retail",
    color: "#2563eb",
    cmsConfig: { google_site_verification: "demo-site-verification-token" },
  },
  {
    slug: "restaurant",
    businessId: 1002,
    name: "Bait Al Mandi",
    nameAr: "بيت المندي",
    type: "restaurant",
    color: "#b45309",
  },
  {
    slug: "sugar",
    businessId: 1003,
    name: "Sugar & Saffron",
    nameAr: "سكر وزعفران",
    type: "restaurant",
    color: "#db2777",
    isSugar: true,
  },
  {
    slug: "salon",
    businessId: 1004,
    name: "Lulu Beauty Salon",
    nameAr: "صالون لولو للتجميل",
    type: "salon",
    color: "#be185d",
    cmsConfig: { display_type: "boxed" },
  },
  {
    slug: "hospital",
    businessId: 1005,
    name: "Shifa Hospital",
    nameAr: "مستشفى الشفاء",
    type: "hospital",
    color: "#0f766e",
    cmsConfig: { display_type: "boxed-auto" },
  },
  {
    slug: "divine",
    businessId: 1006,
    name: "Noor Offerings",
    nameAr: "نور للقرابين",
    type: "divine",
    color: "#ca8a04",
  },
  {
    slug: "snachoo",
    businessId: 1007,
    name: "Snachoo Market",
    nameAr: "سوق سناشو",
    type: "snachoo",
    color: "#7c3aed",
    brandVariant: "partner",
  },
  {
    slug: "adventure",
    businessId: 1008,
    name: "Wadi Adventure Park",
    nameAr: "منتزه الوادي للمغامرات",
    type: "snachoo",
    color: "#16a34a",
    isAdventurePark: true,
    cmsConfig: { site_config: '{"popup_age_verify":true}' },
  },
  { slug: "bulk", businessId: 1009, name: "Bulk Mart", nameAr: "بلك مارت", type: "retail", color: "#0369a1" },
];

const size = {
  name: "Size",
  nameAr: "المقاس",
  values: [
    ["s", "S", "صغير"],
    ["m", "M", "وسط"],
    ["l", "L", "كبير"],
    ["xl", "XL", "كبير جداً"],
  ] as Array<[string, string, string]>,
};
const colour = {
  name: "Colour",
  nameAr: "اللون",
  values: [
    ["red", "Red", "أحمر"],
    ["blue", "Blue", "أزرق"],
    ["black", "Black", "أسود"],
    ["white", "White", "أبيض"],
  ] as Array<[string, string, string]>,
};

const apparel = (name: string, nameAr: string, price: number, category: number): ProductSpec => ({
  name,
  nameAr,
  category,
  featured: true,
  variants: ["s", "m", "l"].flatMap((sz, i) =>
    ["blue", "black"].map((c) => ({
      name: `${sz.toUpperCase()} / ${c}`,
      nameAr: `${sz.toUpperCase()} / ${c === "blue" ? "أزرق" : "أسود"}`,
      price: price + i * 500,
      oldPrice: sz === "s" ? price + 2000 : undefined,
      attrs: { size: sz, colour: c },
      stock: sz === "l" && c === "black" ? 0 : 25,
    })),
  ),
});
const simple = (
  name: string,
  nameAr: string,
  price: number,
  category: number | null,
  extra: Partial<ProductSpec> = {},
): ProductSpec => ({
  name,
  nameAr,
  category,
  variants: [{ price, stock: 100 }],
  ...extra,
});
const produce = (name: string, nameAr: string, kg: number, piece: number, category: number): ProductSpec => ({
  name,
  nameAr,
  category,
  featured: true,
  variants: [{ price: kg, stock: 500 }],
  units: [
    { name: "Per kg", nameAr: "للكيلو", price: kg, multiplier: 1 },
    { name: "Per piece", nameAr: "للحبة", price: piece, multiplier: 0.25 },
  ],
});

async function retailCatalogue(db: Db, tenant: Tenant) {
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
  await db.insert(s.homeRails).values([
    {
      tenantId: tenant.id,
      title: "Featured",
      titleLang: lang("Featured", "مختارات"),
      kind: "featured",
      position: 0,
    },
    {
      tenantId: tenant.id,
      title: "New arrivals",
      titleLang: lang("New arrivals", "وصل حديثاً"),
      kind: "newest",
      position: 1,
    },
    {
      tenantId: tenant.id,
      title: "Fresh produce",
      titleLang: lang("Fresh produce", "منتجات طازجة"),
      kind: "category",
      categoryId: id("fruit-veg"),
      position: 2,
    },
  ]);
  return products;
}

async function bulkCatalogue(db: Db, tenant: Tenant) {
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
  await db.insert(s.homeRails).values([
    {
      tenantId: tenant.id,
      title: "Featured",
      titleLang: lang("Featured", "مختارات"),
      kind: "featured",
      position: 0,
    },
    {
      tenantId: tenant.id,
      title: "New arrivals",
      titleLang: lang("New arrivals", "وصل حديثاً"),
      kind: "newest",
      position: 1,
    },
  ]);
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

async function marketplaceCatalogue(db: Db, tenant: Tenant, park: boolean) {
  const vendorRows = await db
    .insert(s.vendors)
    .values(
      (park
        ? [
            ["wadi-rides", "Wadi Rides", "ألعاب الوادي"],
            ["splash", "Splash Zone", "منطقة المرح المائي"],
          ]
        : [
            ["najd-crafts", "Najd Crafts", "حرف نجد"],
            ["gulf-gadgets", "Gulf Gadgets", "أجهزة الخليج"],
            ["oud-house", "Oud House", "بيت العود"],
          ]
      ).map(([slug, name, nameAr], i) => ({
        tenantId: tenant.id,
        slug: slug!,
        name: name!,
        nameLang: lang(name!, nameAr!),
        description: `${name} sells through ${tenant.name}.`,
        descriptionLang: lang(
          `${name} sells through ${tenant.name}.`,
          `${nameAr} يبيع عبر ${tenant.nameLang?.ar ?? tenant.name}.`,
        ),
        rating: 4.2 + i * 0.2,
        color: ["#0f766e", "#9333ea", "#c2410c"][i]!,
      })),
    )
    .returning();
  const v = (i: number) => vendorRows[i]?.id ?? null;
  if (park) {
    const c = await insertCategories(db, tenant.id, [
      { slug: "tickets", name: "Tickets", nameAr: "التذاكر" },
      { slug: "passes", name: "Passes", nameAr: "الاشتراكات" },
    ]);
    const products = await insertProducts(db, tenant.id, [
      simple("Day Pass", "تذكرة يوم كامل", 15000, c.get("tickets")!, {
        kind: "ticket",
        vendor: v(0),
        featured: true,
        variants: [
          { name: "Adult", nameAr: "بالغ", price: 15000, stock: 500 },
          { name: "Child", nameAr: "طفل", price: 9000, stock: 500 },
        ],
      }),
      simple("Zipline Ride", "رحلة الحبل المنزلق", 8000, c.get("tickets")!, {
        kind: "ticket",
        vendor: v(0),
        featured: true,
      }),
      simple("Water Park Entry", "دخول الحديقة المائية", 12000, c.get("tickets")!, {
        kind: "ticket",
        vendor: v(1),
      }),
      simple("Family Pass (4)", "تذكرة عائلية (4)", 45000, c.get("passes")!, {
        kind: "ticket",
        vendor: v(0),
        featured: true,
      }),
      simple("Season Pass", "اشتراك الموسم", 99900, c.get("passes")!, { kind: "ticket", vendor: v(1) }),
    ]);
    return products;
  }
  await insertAttributes(db, tenant.id, { size, colour });
  const c = await insertCategories(db, tenant.id, [
    { slug: "crafts", name: "Crafts", nameAr: "حرف يدوية" },
    { slug: "gadgets", name: "Gadgets", nameAr: "أجهزة" },
    { slug: "perfume", name: "Perfume", nameAr: "عطور" },
  ]);
  return insertProducts(db, tenant.id, [
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
}

async function divineCatalogue(db: Db, tenant: Tenant) {
  const c = await insertCategories(db, tenant.id, [
    { slug: "offerings", name: "Offerings", nameAr: "القرابين" },
    { slug: "candles", name: "Candles & lamps", nameAr: "الشموع والمصابيح" },
  ]);
  return insertProducts(db, tenant.id, [
    simple("Flower Garland", "إكليل زهور", 2500, c.get("offerings")!, { kind: "offering", featured: true }),
    simple("Lamp Offering", "قربان المصباح", 1500, c.get("candles")!, { kind: "offering", featured: true }),
    simple("Food Donation", "تبرع بالطعام", 5000, c.get("offerings")!, {
      kind: "offering",
      variants: [
        { name: "One meal", nameAr: "وجبة واحدة", price: 5000, stock: 9999 },
        { name: "Ten meals", nameAr: "عشر وجبات", price: 45000, stock: 9999 },
      ],
    }),
    simple("Incense Sticks", "أعواد البخور", 900, c.get("candles")!, { kind: "product" }),
    simple("Sacred Thread", "خيط مقدس", 500, c.get("offerings")!, { kind: "offering" }),
  ]);
}

async function menuCatalogue(db: Db, tenant: Tenant, sugar: boolean) {
  const sections: Array<[string, string, Array<[string, string, number, boolean?]>]> = sugar
    ? [
        [
          "Cakes",
          "الكعك",
          [
            ["Saffron Cake", "كعكة الزعفران", 2400],
            ["Date Cake", "كعكة التمر", 2200],
            ["Pistachio Cake", "كعكة الفستق", 2600],
          ],
        ],
        [
          "Sweets",
          "الحلويات",
          [
            ["Kunafa", "كنافة", 1800],
            ["Luqaimat", "لقيمات", 1200],
            ["Basbousa", "بسبوسة", 1400, false],
          ],
        ],
        [
          "Drinks",
          "المشروبات",
          [
            ["Karak Tea", "شاي كرك", 500],
            ["Saffron Latte", "لاتيه بالزعفران", 1600],
          ],
        ],
      ]
    : [
        [
          "Breakfast",
          "الفطور",
          [
            ["Shakshuka", "شكشوكة", 2200],
            ["Foul Medames", "فول مدمس", 1500],
            ["Balaleet", "بلاليط", 1800],
          ],
        ],
        [
          "Mains",
          "الأطباق الرئيسية",
          [
            ["Chicken Mandi", "مندي دجاج", 3800],
            ["Lamb Kabsa", "كبسة لحم", 5500],
            ["Grilled Hammour", "هامور مشوي", 6200, false],
          ],
        ],
        [
          "Drinks",
          "المشروبات",
          [
            ["Fresh Lemon Mint", "ليمون بالنعناع", 1200],
            ["Arabic Coffee", "قهوة عربية", 800],
          ],
        ],
        [
          "Desserts",
          "الحلويات",
          [
            ["Umm Ali", "أم علي", 1700],
            ["Kunafa", "كنافة", 1900],
          ],
        ],
      ];
  for (const [position, [name, nameAr, items]] of sections.entries()) {
    const [menu] = await db
      .insert(s.menus)
      .values({ tenantId: tenant.id, name, nameLang: lang(name, nameAr), position })
      .returning();
    if (!menu) continue;
    for (const [i, [itemName, itemAr, price, available]] of items.entries()) {
      const [item] = await db
        .insert(s.menuItems)
        .values({
          tenantId: tenant.id,
          menuId: menu.id,
          name: itemName,
          nameLang: lang(itemName, itemAr),
          description: `${itemName}, made fresh to order.`,
          descriptionLang: lang(`${itemName}, made fresh to order.`, `${itemAr}، يُحضَّر طازجاً عند الطلب.`),
          priceMinor: price,
          available: available ?? true,
          position: i,
          color: `hsl(${(position * 90 + i * 25) % 360} 60% 40%)`,
        })
        .returning();
      if (!item) continue;
      const [sizeGroup] = await db
        .insert(s.menuOptionGroups)
        .values({
          tenantId: tenant.id,
          itemId: item.id,
          name: "Size",
          nameLang: lang("Size", "الحجم"),
          minSelect: 1,
          maxSelect: 1,
        })
        .returning();
      const [extras] = await db
        .insert(s.menuOptionGroups)
        .values({
          tenantId: tenant.id,
          itemId: item.id,
          name: "Extras",
          nameLang: lang("Extras", "إضافات"),
          minSelect: 0,
          maxSelect: 3,
        })
        .returning();
      await db.insert(s.menuItemOptions).values([
        {
          tenantId: tenant.id,
          groupId: sizeGroup!.id,
          name: "Regular",
          nameLang: lang("Regular", "عادي"),
          priceMinor: 0,
        },
        {
          tenantId: tenant.id,
          groupId: sizeGroup!.id,
          name: "Large",
          nameLang: lang("Large", "كبير"),
          priceMinor: 500,
        },
        {
          tenantId: tenant.id,
          groupId: extras!.id,
          name: sugar ? "Extra cream" : "Extra bread",
          nameLang: sugar ? lang("Extra cream", "كريمة إضافية") : lang("Extra bread", "خبز إضافي"),
          priceMinor: 300,
        },
        {
          tenantId: tenant.id,
          groupId: extras!.id,
          name: sugar ? "Pistachio topping" : "Side salad",
          nameLang: sugar ? lang("Pistachio topping", "إضافة فستق") : lang("Side salad", "سلطة جانبية"),
          priceMinor: 700,
        },
      ]);
    }
  }
}

async function bookingCatalogue(db: Db, tenant: Tenant, hospital: boolean) {
  const serviceSpecs: Array<[string, string, string, number, number]> = hospital
    ? [
        ["General consultation", "استشارة عامة", "General medicine", 30, 20000],
        ["Paediatrics", "طب الأطفال", "Paediatrics", 30, 25000],
        ["Dermatology", "الأمراض الجلدية", "Dermatology", 30, 30000],
        ["Cardiology check-up", "فحص القلب", "Cardiology", 60, 45000],
      ]
    : [
        ["Haircut & blow-dry", "قص وتصفيف الشعر", "Hair", 60, 15000],
        ["Hair colouring", "صبغ الشعر", "Hair", 120, 35000],
        ["Manicure", "مانيكير", "Nails", 30, 8000],
        ["Henna design", "نقش الحناء", "Henna", 60, 12000],
        ["Facial", "تنظيف البشرة", "Skin", 60, 20000],
      ];
  const serviceRows = await db
    .insert(s.services)
    .values(
      serviceSpecs.map(([name, nameAr, category, duration, price], i) => ({
        tenantId: tenant.id,
        name,
        nameLang: lang(name, nameAr),
        description: `${name} by our specialists.`,
        descriptionLang: lang(`${name} by our specialists.`, `${nameAr} على يد مختصينا.`),
        category,
        durationMin: duration,
        priceMinor: price,
        color: `hsl(${(i * 60 + (hospital ? 170 : 320)) % 360} 55% 42%)`,
      })),
    )
    .returning();
  const staffSpecs: Array<[string, string, string, string]> = hospital
    ? [
        ["Dr. Khalid Al-Qahtani", "د. خالد القحطاني", "General physician", "طبيب عام"],
        ["Dr. Mona Saeed", "د. منى سعيد", "Paediatrician", "طبيبة أطفال"],
        ["Dr. Yousef Nasser", "د. يوسف ناصر", "Dermatologist and cardiologist", "طبيب جلدية وقلب"],
      ]
    : [
        ["Reem", "ريم", "Senior stylist", "مصففة أولى"],
        ["Hala", "هالة", "Colour specialist", "أخصائية صبغات"],
        ["Dana", "دانة", "Nail and henna artist", "فنانة أظافر وحناء"],
      ];
  const staffRows = await db
    .insert(s.staff)
    .values(
      staffSpecs.map(([name, nameAr, title, titleAr], i) => ({
        tenantId: tenant.id,
        name,
        nameLang: lang(name, nameAr),
        title,
        titleLang: lang(title, titleAr),
        kind: hospital ? "doctor" : "stylist",
        color: `hsl(${(i * 80 + 250) % 360} 45% 40%)`,
      })),
    )
    .returning();
  const links: Array<typeof s.staffServices.$inferInsert> = [];
  staffRows.forEach((person, i) => {
    serviceRows.forEach((service, j) => {
      if (j % staffRows.length === i || j === 0 || (i === 2 && j >= 2))
        links.push({ staffId: person.id, serviceId: service.id, tenantId: tenant.id });
    });
  });
  await db.insert(s.staffServices).values(links).onConflictDoNothing();
  const hours: Array<typeof s.slots.$inferInsert> = [];
  for (const person of staffRows) {
    for (let weekday = 1; weekday <= 7; weekday++) {
      if (weekday === 5) continue; // closed on Fridays
      hours.push({
        tenantId: tenant.id,
        staffId: person.id,
        weekday,
        startMinute: 9 * 60,
        endMinute: 13 * 60,
        stepMinutes: 30,
      });
      hours.push({
        tenantId: tenant.id,
        staffId: person.id,
        weekday,
        startMinute: 16 * 60,
        endMinute: 21 * 60,
        stepMinutes: 30,
      });
    }
  }
  await db.insert(s.slots).values(hours);
  const until = addDays(new Date(), 180);
  await db.insert(s.offers).values([
    {
      tenantId: tenant.id,
      title: hospital ? "Free follow-up visit" : "20% off your first colour",
      titleLang: hospital
        ? lang("Free follow-up visit", "زيارة متابعة مجانية")
        : lang("20% off your first colour", "خصم 20٪ على أول صبغة"),
      description: "Book online to get the offer.",
      descriptionLang: lang("Book online to get the offer.", "احجز عبر الإنترنت للحصول على العرض."),
      serviceId: serviceRows[1]?.id ?? null,
      discountBp: hospital ? 10000 : 2000,
      validUntil: until,
    },
    {
      tenantId: tenant.id,
      title: "Weekday morning discount",
      titleLang: lang("Weekday morning discount", "خصم صباح أيام الأسبوع"),
      description: "Mornings from Sunday to Thursday.",
      descriptionLang: lang("Mornings from Sunday to Thursday.", "الفترة الصباحية من الأحد إلى الخميس."),
      serviceId: null,
      discountBp: 1500,
      validUntil: until,
    },
  ]);
  await db.insert(s.paidPlans).values(
    hospital
      ? [
          {
            tenantId: tenant.id,
            name: "Annual check-up",
            nameLang: lang("Annual check-up", "الفحص السنوي"),
            description: "Blood tests and two consultations.",
            descriptionLang: lang("Blood tests and two consultations.", "تحاليل دم واستشارتان."),
            priceMinor: 90000,
            sessions: 2,
            validityDays: 365,
          },
          {
            tenantId: tenant.id,
            name: "Family care plan",
            nameLang: lang("Family care plan", "خطة رعاية الأسرة"),
            description: "Ten consultations for the family.",
            descriptionLang: lang("Ten consultations for the family.", "عشر استشارات للعائلة."),
            priceMinor: 180000,
            sessions: 10,
            validityDays: 365,
          },
        ]
      : [
          {
            tenantId: tenant.id,
            name: "Monthly glow",
            nameLang: lang("Monthly glow", "إشراقة شهرية"),
            description: "Four facials a month.",
            descriptionLang: lang("Four facials a month.", "أربع جلسات تنظيف بشرة شهرياً."),
            priceMinor: 65000,
            sessions: 4,
            validityDays: 30,
          },
          {
            tenantId: tenant.id,
            name: "Bridal package",
            nameLang: lang("Bridal package", "باقة العروس"),
            description: "Hair, henna, nails and facial.",
            descriptionLang: lang("Hair, henna, nails and facial.", "شعر وحناء وأظافر وتنظيف بشرة."),
            priceMinor: 150000,
            sessions: 6,
            validityDays: 90,
          },
        ],
  );
  await db.insert(s.vouchers).values([
    {
      tenantId: tenant.id,
      name: "Gift voucher 100",
      nameLang: lang("Gift voucher 100", "قسيمة هدية 100"),
      valueMinor: 10000,
      priceMinor: 10000,
      validityDays: 365,
    },
    {
      tenantId: tenant.id,
      name: "Gift voucher 250 (pay 225)",
      nameLang: lang("Gift voucher 250 (pay 225)", "قسيمة هدية 250 (ادفع 225)"),
      valueMinor: 25000,
      priceMinor: 22500,
      validityDays: 365,
    },
  ]);
  return { serviceRows, staffRows };
}

/** Past orders (delivered, one returned in part), addresses and ledger entries of the demo customer. */
async function seedHistory(
  db: Db,
  tenant: Tenant,
  customerId: number,
  products: Array<{
    id: number;
    name: string;
    nameLang: Record<string, string> | null;
    sku: string;
    taxRateBp: number;
    defaultVariantId: number | null;
    variants: Array<{ id: number; priceMinor: number }>;
  }>,
) {
  const [home] = await db
    .insert(s.addresses)
    .values([
      {
        tenantId: tenant.id,
        customerId,
        label: "Home",
        name: "Sara Al-Harbi",
        phone: "500000000",
        countryCode: "966",
        line1: "King Fahd Road 1200",
        line2: "Building 7, flat 3",
        city: "Riyadh",
        region: "Riyadh",
        postalCode: "12211",
        country: "SA",
        isDefault: true,
      },
      {
        tenantId: tenant.id,
        customerId,
        label: "Office",
        name: "Sara Al-Harbi",
        phone: "500000000",
        countryCode: "966",
        line1: "Olaya Street 45",
        city: "Riyadh",
        region: "Riyadh",
        postalCode: "12244",
        country: "SA",
      },
    ])
    .returning();
  const now = new Date();
  const orderIds: Array<{ id: number; ref: string; total: number; lineId?: number }> = [];
  if (products.length > 0) {
    for (let k = 0; k < 3; k++) {
      const picks = products.slice(k * 2, k * 2 + 2).filter((p) => p.variants[0]);
      if (picks.length === 0) continue;
      const createdAt = new Date(now.getTime() - (40 - k * 12) * 86_400_000);
      const lines = picks.map((p, i) => ({
        productId: p.id,
        variantId: p.variants[0]!.id,
        name: p.name,
        nameLang: p.nameLang,
        sku: p.sku,
        image: `/images/variants/${p.variants[0]!.id}.svg`,
        qty: i + 1,
        unitPriceMinor: p.variants[0]!.priceMinor,
        taxRateBp: p.taxRateBp,
      }));
      const totals = computeTotals(lines, null, "delivery");
      const order = await writeOrder(
        db as unknown as Tx,
        tenant,
        {
          customerId,
          cartId: null,
          channel: "shop",
          paymentMethod: "card",
          paymentFails: false,
          deliveryMethod: "delivery",
          address: home
            ? {
                _id: String(home.id),
                name: home.name,
                line1: home.line1,
                city: home.city,
                country: home.country,
                phone: home.phone,
              }
            : null,
          couponCode: null,
          totals,
          note: null,
          lines,
        },
        createdAt,
      );
      const status = k === 2 ? "shipped" : "delivered";
      await db.update(s.orders).set({ status }).where(eqId(order.id));
      await db.insert(s.orderEvents).values([
        {
          tenantId: tenant.id,
          orderId: order.id,
          status: "shipped",
          at: new Date(createdAt.getTime() + 86_400_000),
        },
        ...(status === "delivered"
          ? [
              {
                tenantId: tenant.id,
                orderId: order.id,
                status: "delivered",
                at: new Date(createdAt.getTime() + 3 * 86_400_000),
              },
            ]
          : []),
      ]);
      const [line] = await db.select().from(s.orderLines).where(eqOrder(order.id)).limit(1);
      orderIds.push({ id: order.id, ref: order.orderRef, total: order.totalMinor, lineId: line?.id });
    }
  }
  const first = orderIds[0];
  if (first?.lineId) {
    const [line] = await db.select().from(s.orderLines).where(eqOrder(first.id)).limit(1);
    const [ret] = await db
      .insert(s.returns)
      .values({
        tenantId: tenant.id,
        customerId,
        orderId: first.id,
        returnRef: `RT-DEMO-${tenant.slug.toUpperCase()}`,
        status: "refunded",
        reason: "damaged",
        note: "The box arrived crushed.",
        refundMinor: line?.unitPriceMinor ?? 0,
        createdAt: new Date(now.getTime() - 30 * 86_400_000),
      })
      .returning();
    if (ret)
      await db
        .insert(s.returnLines)
        .values({ tenantId: tenant.id, returnId: ret.id, orderLineId: first.lineId, qty: 1 });
    await db.insert(s.statementEntries).values({
      tenantId: tenant.id,
      customerId,
      kind: "refund",
      ref: ret?.returnRef ?? null,
      description: "Refund for a damaged item",
      descriptionLang: lang("Refund for a damaged item", "استرداد لمنتج تالف"),
      creditMinor: line?.unitPriceMinor ?? 0,
      entryDate: addDays(now, -29),
    });
  }
  await db.insert(s.statementEntries).values([
    {
      tenantId: tenant.id,
      customerId,
      kind: "voucher",
      ref: "WELCOME-GIFT",
      description: "Welcome gift voucher",
      descriptionLang: lang("Welcome gift voucher", "قسيمة هدية ترحيبية"),
      creditMinor: 5000,
      entryDate: addDays(now, -45),
    },
    {
      tenantId: tenant.id,
      customerId,
      kind: "adjustment",
      ref: null,
      description: "Loyalty points redeemed",
      descriptionLang: lang("Loyalty points redeemed", "استبدال نقاط الولاء"),
      debitMinor: 2000,
      entryDate: addDays(now, -5),
    },
  ]);
}

import { eq } from "drizzle-orm";

const eqId = (id: number) => eq(s.orders.id, id);
const eqOrder = (id: number) => eq(s.orderLines.orderId, id);

async function seedAppointments(
  db: Db,
  tenant: Tenant,
  customerId: number,
  booking: Awaited<ReturnType<typeof bookingCatalogue>>,
) {
  const service = booking.serviceRows[0];
  const person = booking.staffRows[0];
  if (!service || !person) return;
  const at = (days: number, hour: number) => {
    const d = new Date(`${addDays(new Date(), days)}T${String(hour).padStart(2, "0")}:00:00.000Z`);
    if (d.getUTCDay() === 5) d.setUTCDate(d.getUTCDate() + 1);
    return d;
  };
  const rows = [
    { start: at(3, 10), status: "booked" },
    { start: at(10, 17), status: "booked" },
    { start: at(-14, 11), status: "completed" },
    { start: at(-7, 18), status: "cancelled" },
  ];
  await db.insert(s.appointments).values(
    rows.map((row) => ({
      tenantId: tenant.id,
      customerId,
      staffId: person.id,
      serviceId: service.id,
      startsAt: row.start,
      endsAt: new Date(row.start.getTime() + service.durationMin * 60_000),
      status: row.status,
      priceMinor: service.priceMinor,
      note: row.status === "booked" ? "First visit" : null,
    })),
  );
}

async function banners(db: Db, tenant: Tenant) {
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

/** Seeds one demo partner with everything it demonstrates. */
export async function seedDemoPartner(db: Db, spec: PartnerSpec) {
  const tenant = await insertPartner(db, { ...spec, token: demoToken(spec.slug) });
  const { demo } = await insertDemoCustomers(db, tenant.id);
  await insertDemoCoupons(db, tenant.id);
  await insertPages(db, tenant.id, tenant.name, spec.nameAr);
  await banners(db, tenant);
  let products: Awaited<ReturnType<typeof insertProducts>> = [];
  if (spec.slug === "bulk") products = await bulkCatalogue(db, tenant);
  else if (spec.type === "retail") products = await retailCatalogue(db, tenant);
  else if (spec.type === "snachoo")
    products = await marketplaceCatalogue(db, tenant, spec.isAdventurePark ?? false);
  else if (spec.type === "divine") products = await divineCatalogue(db, tenant);
  else if (spec.type === "restaurant") await menuCatalogue(db, tenant, spec.isSugar ?? false);
  if (spec.type === "salon" || spec.type === "hospital") {
    const booking = await bookingCatalogue(db, tenant, spec.type === "hospital");
    await seedAppointments(db, tenant, demo.id, booking);
    if (spec.type === "salon") {
      const c = await insertCategories(db, tenant.id, [
        { slug: "hair-care", name: "Hair care", nameAr: "العناية بالشعر" },
      ]);
      products = await insertProducts(db, tenant.id, [
        simple("Argan Oil Shampoo", "شامبو بزيت الأرغان", 5900, c.get("hair-care")!, { featured: true }),
        simple("Keratin Mask", "قناع الكيراتين", 8900, c.get("hair-care")!, { featured: true }),
        simple("Natural Henna Powder", "مسحوق حناء طبيعي", 2900, c.get("hair-care")!),
      ]);
    }
  }
  if (
    products.length &&
    !(await db.select().from(s.homeRails).where(eq(s.homeRails.tenantId, tenant.id)).limit(1)).length
  ) {
    await db.insert(s.homeRails).values({
      tenantId: tenant.id,
      title: "Featured",
      titleLang: lang("Featured", "مختارات"),
      kind: "featured",
      position: 0,
    });
  }
  await seedHistory(db, tenant, demo.id, products);
  return tenant;
}

/** Seeds every demo partner. */
export async function seedDemo(db: Db, log: (line: string) => void = () => {}) {
  for (const spec of DEMO_PARTNERS) {
    const started = Date.now();
    await seedDemoPartner(db, spec);
    log(`seeded ${spec.slug} in ${Date.now() - started} ms`);
  }
}
