import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { menuItemOptions, menuItems, menuOptionGroups, menus } from "../db/schema";
import { toMajor } from "../lib/money";
import type { Tenant } from "../tenancy";
import { imagePath } from "./image-paths";

/** The restaurant's menu as sections → items → option groups → options, in menu order. */
export async function menuRecords(db: Db, tenant: Tenant) {
  const [sections, items, groups, options] = await Promise.all([
    db.select().from(menus).where(eq(menus.tenantId, tenant.id)).orderBy(asc(menus.position), asc(menus.id)),
    db
      .select()
      .from(menuItems)
      .where(eq(menuItems.tenantId, tenant.id))
      .orderBy(asc(menuItems.position), asc(menuItems.id)),
    db
      .select()
      .from(menuOptionGroups)
      .where(eq(menuOptionGroups.tenantId, tenant.id))
      .orderBy(asc(menuOptionGroups.id)),
    db
      .select()
      .from(menuItemOptions)
      .where(eq(menuItemOptions.tenantId, tenant.id))
      .orderBy(asc(menuItemOptions.id)),
  ]);
  return sections.map((section) => ({
    _id: String(section.id),
    name: section.name,
    name_lang: section.nameLang,
    items: items
      .filter((item) => item.menuId === section.id)
      .map((item) => ({
        _id: String(item.id),
        name: item.name,
        name_lang: item.nameLang,
        description: item.description,
        description_lang: item.descriptionLang,
        price: toMajor(item.priceMinor),
        image: imagePath.menuItem(item.id),
        available: item.available,
        option_groups: groups
          .filter((g) => g.itemId === item.id)
          .map((g) => ({
            _id: String(g.id),
            name: g.name,
            name_lang: g.nameLang,
            min: g.minSelect,
            max: g.maxSelect,
            options: options
              .filter((o) => o.groupId === g.id)
              .map((o) => ({
                _id: String(o.id),
                name: o.name,
                name_lang: o.nameLang,
                price: toMajor(o.priceMinor),
              })),
          })),
      })),
  }));
}
