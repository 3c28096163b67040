import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../db/client";
import { menuItemOptions, menuItems, menuOptionGroups } from "../db/schema";
import { notFound, unprocessable } from "../lib/errors";
import { toMajor } from "../lib/money";
import type { Tenant } from "../tenancy";
import { imagePath } from "./image-paths";
import type { NewOrderLine } from "./order-writer";

/** The VAT rate of menu items (basis points). */
export const MENU_TAX_BP = 1500;

/** A menu order item: which item, how many, and the chosen option ids. */
export interface MenuOrderItem {
  item_id: string;
  qty: number;
  option_ids?: string[] | undefined;
}

/**
 * Prices menu order items from the menu: item price plus chosen options, each option checked
 * against its item's groups (min/max per group).
 */
export async function priceMenuItems(
  tx: Tx,
  tenant: Tenant,
  wanted: MenuOrderItem[],
): Promise<NewOrderLine[]> {
  const ids = wanted.map((w) => Number(w.item_id));
  const items = await tx
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.tenantId, tenant.id), inArray(menuItems.id, ids)));
  const groups = items.length
    ? await tx
        .select()
        .from(menuOptionGroups)
        .where(
          and(
            eq(menuOptionGroups.tenantId, tenant.id),
            inArray(
              menuOptionGroups.itemId,
              items.map((i) => i.id),
            ),
          ),
        )
    : [];
  const options = groups.length
    ? await tx
        .select()
        .from(menuItemOptions)
        .where(
          inArray(
            menuItemOptions.groupId,
            groups.map((g) => g.id),
          ),
        )
    : [];
  return wanted.map((w) => {
    const item = items.find((i) => i.id === Number(w.item_id));
    if (!item) throw notFound("menu_item_not_found", "This menu item does not exist");
    if (!item.available) throw unprocessable("item_unavailable", `${item.name} is not available right now`);
    const itemGroups = groups.filter((g) => g.itemId === item.id);
    const chosen = [...new Set(w.option_ids ?? [])].map((id) => {
      const option = options.find((o) => o.id === Number(id) && itemGroups.some((g) => g.id === o.groupId));
      if (!option) throw unprocessable("invalid_options", `An option does not belong to ${item.name}`);
      return option;
    });
    for (const group of itemGroups) {
      const count = chosen.filter((o) => o.groupId === group.id).length;
      if (count < group.minSelect || count > group.maxSelect) {
        throw unprocessable(
          "invalid_options",
          `${item.name}: choose ${group.minSelect}–${group.maxSelect} ${group.name}`,
        );
      }
    }
    const unit = item.priceMinor + chosen.reduce((sum, o) => sum + o.priceMinor, 0);
    return {
      menuItemId: item.id,
      name: item.name,
      nameLang: item.nameLang,
      image: imagePath.menuItem(item.id),
      options: chosen.map((o) => ({ id: String(o.id), name: o.name, price: toMajor(o.priceMinor) })),
      qty: w.qty,
      unitPriceMinor: unit,
    };
  });
}

/** Priced menu lines as totals lines (menu prices include VAT at the menu rate). */
export function menuTotalsLines(lines: NewOrderLine[]) {
  return lines.map((l) => ({ unitPriceMinor: l.unitPriceMinor, qty: l.qty, taxRateBp: MENU_TAX_BP }));
}
