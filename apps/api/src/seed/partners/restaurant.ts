/** The restaurant demo partners: a restaurant (menu, kiosk) and a sweets shop with the sugar checkout. */
import type { Db } from "../../db/client";
import * as s from "../../db/schema";
import type { Tenant } from "../../tenancy";
import { lang } from "../builders";
import type { DemoPartner } from "../demo-partner";

/** The menu: sections of items, each with a size (one of two) and extras (up to three). */
async function seedMenu(db: Db, tenant: Tenant, sugar: boolean) {
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

/** No products, so no demo orders: its menu is its catalogue. */
export const restaurant: DemoPartner = {
  spec: {
    slug: "restaurant",
    businessId: 1002,
    name: "Bait Al Mandi",
    nameAr: "بيت المندي",
    type: "restaurant",
    color: "#b45309",
  },
  seed: async (db, tenant) => {
    await seedMenu(db, tenant, false);
    return [];
  },
};

export const sugar: DemoPartner = {
  spec: {
    slug: "sugar",
    businessId: 1003,
    name: "Sugar & Saffron",
    nameAr: "سكر وزعفران",
    type: "restaurant",
    color: "#db2777",
    isSugar: true,
  },
  seed: async (db, tenant) => {
    await seedMenu(db, tenant, true);
    return [];
  },
};
