/** The restaurant demo partners: a restaurant (menu, table ordering, kiosk) and a sweets shop with the sugar checkout. */
import type { Db } from "../../db/client";
import * as s from "../../db/schema";
import type { Tenant } from "../../tenancy";
import { lang, weekly } from "../builders";
import type { DemoPartner } from "../demo-partner";

/** An option: English, Arabic, price in minor units. */
type Option = [string, string, number];
/** An option group: names, how many to choose (min, max), its options. */
interface Group {
  name: [string, string];
  min: number;
  max: number;
  options: Option[];
}

const GROUPS = {
  size: {
    name: ["Size", "الحجم"],
    min: 1,
    max: 1,
    options: [
      ["Regular", "عادي", 0],
      ["Large", "كبير", 500],
    ],
  },
  spice: {
    name: ["Spice level", "درجة الحرارة"],
    min: 1,
    max: 1,
    options: [
      ["Mild", "خفيف", 0],
      ["Medium", "متوسط", 0],
      ["Hot", "حار", 0],
    ],
  },
  sides: {
    name: ["Extras", "إضافات"],
    min: 0,
    max: 3,
    options: [
      ["Extra bread", "خبز إضافي", 300],
      ["Side salad", "سلطة جانبية", 700],
      ["Garlic sauce", "صلصة الثوم", 200],
    ],
  },
  cup: {
    name: ["Cup", "الكوب"],
    min: 1,
    max: 1,
    options: [
      ["Small", "صغير", 0],
      ["Medium", "وسط", 300],
      ["Large", "كبير", 600],
    ],
  },
  milk: {
    name: ["Milk", "الحليب"],
    min: 0,
    max: 1,
    options: [
      ["Oat milk", "حليب الشوفان", 300],
      ["Almond milk", "حليب اللوز", 300],
    ],
  },
  sweetness: {
    name: ["Sweetness", "السكر"],
    min: 1,
    max: 1,
    options: [
      ["No sugar", "بدون سكر", 0],
      ["Less sweet", "سكر خفيف", 0],
      ["Sweet", "حلو", 0],
    ],
  },
  toppings: {
    name: ["Toppings", "الإضافات"],
    min: 0,
    max: 2,
    options: [
      ["Extra cream", "كريمة إضافية", 300],
      ["Pistachio", "فستق", 700],
      ["Saffron syrup", "شراب الزعفران", 500],
    ],
  },
  box: {
    name: ["Box", "العلبة"],
    min: 1,
    max: 1,
    options: [
      ["6 pieces", "6 قطع", 0],
      ["12 pieces", "12 قطعة", 1800],
    ],
  },
} satisfies Record<string, Group>;

type GroupKey = keyof typeof GROUPS;
/** An item: English, Arabic, price (minor), its option groups, available (default yes). */
type Item = [string, string, number, GroupKey[], boolean?];
type Section = [string, string, Item[]];

const RESTAURANT_MENU: Section[] = [
  [
    "Breakfast",
    "الفطور",
    [
      ["Shakshuka", "شكشوكة", 2200, ["spice", "sides"]],
      ["Foul Medames", "فول مدمس", 1500, ["sides"]],
      ["Balaleet", "بلاليط", 1800, []],
      ["Cheese Manakish", "مناقيش جبنة", 1400, ["size"]],
      ["Zaatar Manakish", "مناقيش زعتر", 1100, ["size"], false],
    ],
  ],
  [
    "Mains",
    "الأطباق الرئيسية",
    [
      ["Chicken Mandi", "مندي دجاج", 3800, ["size", "spice", "sides"]],
      ["Lamb Kabsa", "كبسة لحم", 5500, ["size", "sides"]],
      ["Grilled Hammour", "هامور مشوي", 6200, ["spice", "sides"], false],
      ["Chicken Machboos", "مجبوس دجاج", 4200, ["size", "spice"]],
      ["Saleeg", "سليق", 3900, ["size"]],
      ["Vegetable Maqluba", "مقلوبة خضار", 3200, ["size", "sides"]],
    ],
  ],
  [
    "Grills",
    "المشويات",
    [
      ["Shish Tawook", "شيش طاووق", 3400, ["spice", "sides"]],
      ["Lamb Kofta", "كفتة لحم", 3600, ["spice", "sides"]],
      ["Mixed Grill", "مشاوي مشكلة", 6800, ["spice", "sides"]],
      ["Grilled Halloumi", "حلوم مشوي", 2600, ["sides"]],
    ],
  ],
  [
    "Sides",
    "الأطباق الجانبية",
    [
      ["Hummus", "حمص", 1200, []],
      ["Fattoush", "فتوش", 1400, ["size"]],
      ["Mutabbal", "متبل", 1300, []],
      ["Saffron Rice", "أرز بالزعفران", 900, ["size"]],
    ],
  ],
  [
    "Drinks",
    "المشروبات",
    [
      ["Fresh Lemon Mint", "ليمون بالنعناع", 1200, ["cup", "sweetness"]],
      ["Arabic Coffee", "قهوة عربية", 800, ["sweetness"]],
      ["Karak Tea", "شاي كرك", 600, ["cup", "milk"]],
      ["Fresh Orange Juice", "عصير برتقال طازج", 1400, ["cup"]],
      ["Laban", "لبن", 700, [], false],
    ],
  ],
  [
    "Desserts",
    "الحلويات",
    [
      ["Umm Ali", "أم علي", 1700, ["toppings"]],
      ["Kunafa", "كنافة", 1900, ["toppings"]],
      ["Luqaimat", "لقيمات", 1300, ["box"]],
      ["Date Pudding", "بودنغ التمر", 1600, []],
    ],
  ],
];

const SUGAR_MENU: Section[] = [
  [
    "Cakes",
    "الكعك",
    [
      ["Saffron Cake", "كعكة الزعفران", 2400, ["size", "toppings"]],
      ["Date Cake", "كعكة التمر", 2200, ["size", "toppings"]],
      ["Pistachio Cake", "كعكة الفستق", 2600, ["size"]],
      ["Rose Milk Cake", "كعكة حليب الورد", 2500, ["size", "toppings"]],
      ["Chocolate Fudge Cake", "كعكة الشوكولاتة", 2700, ["size"], false],
    ],
  ],
  [
    "Sweets",
    "الحلويات",
    [
      ["Kunafa", "كنافة", 1800, ["toppings"]],
      ["Luqaimat", "لقيمات", 1200, ["box", "toppings"]],
      ["Basbousa", "بسبوسة", 1400, ["box"], false],
      ["Baklava", "بقلاوة", 2000, ["box"]],
      ["Mahalabia", "مهلبية", 1100, ["toppings"]],
      ["Qatayef", "قطايف", 1500, ["box"]],
    ],
  ],
  [
    "Cookies",
    "البسكويت",
    [
      ["Maamoul Dates", "معمول بالتمر", 1600, ["box"]],
      ["Maamoul Pistachio", "معمول بالفستق", 1900, ["box"]],
      ["Ghraibeh", "غريبة", 1300, ["box"]],
      ["Saffron Shortbread", "بسكويت الزعفران", 1400, ["box"]],
    ],
  ],
  [
    "Drinks",
    "المشروبات",
    [
      ["Karak Tea", "شاي كرك", 500, ["cup", "milk"]],
      ["Saffron Latte", "لاتيه بالزعفران", 1600, ["cup", "milk", "sweetness"]],
      ["Arabic Coffee", "قهوة عربية", 800, ["sweetness"]],
      ["Rose Lemonade", "ليموناضة الورد", 1300, ["cup"]],
      ["Hot Chocolate", "شوكولاتة ساخنة", 1400, ["cup", "milk"]],
    ],
  ],
  [
    "Gift boxes",
    "علب الهدايا",
    [
      ["Eid Box", "علبة العيد", 9500, []],
      ["Tasting Box", "علبة التذوق", 6500, []],
      ["Dates & Chocolate Box", "علبة التمر والشوكولاتة", 7800, []],
    ],
  ],
];

function describe(name: string, nameAr: string) {
  return {
    description: `${name}, made fresh to order.`,
    descriptionLang: lang(`${name}, made fresh to order.`, `${nameAr}، يُحضَّر طازجاً عند الطلب.`),
  };
}

async function seedGroups(db: Db, tenant: Tenant, itemId: number, keys: GroupKey[]) {
  for (const key of keys) {
    const group: Group = GROUPS[key];
    const [row] = await db
      .insert(s.menuOptionGroups)
      .values({
        tenantId: tenant.id,
        itemId,
        name: group.name[0],
        nameLang: lang(...group.name),
        minSelect: group.min,
        maxSelect: group.max,
      })
      .returning();
    if (!row) continue;
    await db.insert(s.menuItemOptions).values(
      group.options.map(([name, nameAr, priceMinor]) => ({
        tenantId: tenant.id,
        groupId: row.id,
        name,
        nameLang: lang(name, nameAr),
        priceMinor,
      })),
    );
  }
}

/** The menu: sections of items; each item's option groups (a required size, extras up to three…). */
async function seedMenu(db: Db, tenant: Tenant, sections: Section[]) {
  for (const [position, [name, nameAr, items]] of sections.entries()) {
    const [menu] = await db
      .insert(s.menus)
      .values({ tenantId: tenant.id, name, nameLang: lang(name, nameAr), position })
      .returning();
    if (!menu) continue;
    for (const [i, [itemName, itemAr, price, groups, available]] of items.entries()) {
      const [item] = await db
        .insert(s.menuItems)
        .values({
          tenantId: tenant.id,
          menuId: menu.id,
          name: itemName,
          nameLang: lang(itemName, itemAr),
          ...describe(itemName, itemAr),
          priceMinor: price,
          available: available ?? true,
          position: i,
          color: `hsl(${(position * 60 + i * 25) % 360} 55% 38%)`,
        })
        .returning();
      if (item) await seedGroups(db, tenant, item.id, groups);
    }
  }
}

/** The kiosk resets after this long without a touch (the partner's setting; core's default is 90 s). */
const KIOSK_SITE_CONFIG = JSON.stringify({ kiosk_idle_seconds: 60 });

/** No products, so no demo orders: its menu is its catalogue. */
export const restaurant: DemoPartner = {
  spec: {
    slug: "restaurant",
    businessId: 1002,
    timeZone: "Asia/Riyadh",
    contact: {
      phone: "+966 11 555 0102",
      email: "orders@restaurant.example",
      mapUrl: "https://www.openstreetmap.org/search?query=Tahlia+Street+9%2C+Riyadh",
    },
    openingHours: weekly([1, 2, 3, 4, 5, 6, 7], "12:00", "01:00"),
    orderingHours: weekly([1, 2, 3, 4, 5, 6, 7], "12:00", "00:30"),
    address: { en: "Tahlia Street 9, Al Sulimaniyah, Riyadh", ar: "شارع التحلية 9، السليمانية، الرياض" },
    name: "Bait Al Mandi",
    nameAr: "بيت المندي",
    type: "restaurant",
    color: "#b45309",
    cmsConfig: { site_config: KIOSK_SITE_CONFIG },
  },
  seed: async (db, tenant) => {
    await seedMenu(db, tenant, RESTAURANT_MENU);
    return [];
  },
};

export const sugar: DemoPartner = {
  spec: {
    slug: "sugar",
    businessId: 1003,
    timeZone: "Asia/Riyadh",
    contact: {
      phone: "+966 11 555 0103",
      email: "sweets@sugar.example",
      mapUrl: "https://www.openstreetmap.org/search?query=Prince+Mohammed+Street+12%2C+Riyadh",
    },
    openingHours: weekly([1, 2, 3, 4, 5, 6, 7], "10:00", "23:00"),
    orderingHours: weekly([1, 2, 3, 4, 5, 6, 7], "10:00", "22:30"),
    address: { en: "Prince Mohammed Street 12, Al Malaz, Riyadh", ar: "شارع الأمير محمد 12، الملز، الرياض" },
    name: "Sugar & Saffron",
    nameAr: "سكر وزعفران",
    type: "restaurant",
    color: "#db2777",
    isSugar: true,
    cmsConfig: { site_config: KIOSK_SITE_CONFIG },
  },
  seed: async (db, tenant) => {
    await seedMenu(db, tenant, SUGAR_MENU);
    return [];
  },
};
