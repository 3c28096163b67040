import type { LineDetails } from "@storefront/core/cart";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { menuItemOptions, menuItems, menuOptionGroups, type OrderLineOption } from "../db/schema";
import { ApiError, notFound, unprocessable } from "../lib/errors";
import { toMajor } from "../lib/money";
import type { Tenant } from "../tenancy";
import { imagePath } from "./image-paths";
import type { NewOrderLine } from "./order-writer";

/** The VAT rate of menu items (basis points). */
export const MENU_TAX_BP = 1500;

type ItemRow = typeof menuItems.$inferSelect;
type GroupRow = typeof menuOptionGroups.$inferSelect;
type OptionRow = typeof menuItemOptions.$inferSelect;

/** A menu order item: which item, how many, the chosen option ids and the diner's details. */
export interface MenuOrderItem {
  item_id: string;
  qty: number;
  option_ids?: string[] | undefined;
  details?: LineDetails | null | undefined;
}

/** The menu items some lines name, with their option groups and options. */
export interface MenuIndex {
  items: Map<number, ItemRow>;
  groups: GroupRow[];
  options: OptionRow[];
}

/** A menu item priced with its chosen options (minor units). */
export interface PricedMenuChoice {
  item: ItemRow;
  options: Array<{ option: OptionRow; group: GroupRow }>;
  unitPriceMinor: number;
}

/** Loads the tenant's menu items of `itemIds` with their groups and options, in one round per table. */
export async function loadMenuIndex(db: Db | Tx, tenant: Tenant, itemIds: number[]): Promise<MenuIndex> {
  const ids = [...new Set(itemIds)];
  const items = ids.length
    ? await db
        .select()
        .from(menuItems)
        .where(and(eq(menuItems.tenantId, tenant.id), inArray(menuItems.id, ids)))
    : [];
  const groups = items.length
    ? await db
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
    ? await db
        .select()
        .from(menuItemOptions)
        .where(
          inArray(
            menuItemOptions.groupId,
            groups.map((g) => g.id),
          ),
        )
    : [];
  return { items: new Map(items.map((item) => [item.id, item])), groups, options };
}

/**
 * Prices one menu item with its chosen options: the item must exist and be available, every
 * option must belong to one of its groups, and each group's count must lie within its `min`/`max`
 * (422 `invalid_options`, naming the group in `issues`). The unit price is the item's plus its
 * options'.
 */
export function priceMenuChoice(menu: MenuIndex, itemId: string, optionIds: readonly string[] = []) {
  const item = menu.items.get(Number(itemId));
  if (!item) throw notFound("menu_item_not_found", "This menu item does not exist");
  if (!item.available) throw unprocessable("item_unavailable", `${item.name} is not available right now`);
  const itemGroups = menu.groups.filter((g) => g.itemId === item.id);
  const chosen = [...new Set(optionIds)].map((id) => {
    const option = menu.options.find((o) => o.id === Number(id));
    const group = option && itemGroups.find((g) => g.id === option.groupId);
    if (!option || !group) {
      throw new ApiError(422, "invalid_options", `An option does not belong to ${item.name}`, [
        { path: "option_ids", message: `Option ${id} is not an option of ${item.name}` },
      ]);
    }
    return { option, group };
  });
  for (const group of itemGroups) {
    const count = chosen.filter((choice) => choice.group.id === group.id).length;
    if (count < group.minSelect || count > group.maxSelect) {
      const wanted =
        group.minSelect === group.maxSelect ? `${group.minSelect}` : `${group.minSelect}–${group.maxSelect}`;
      throw new ApiError(422, "invalid_options", `${item.name}: choose ${wanted} ${group.name}`, [
        { path: `option_groups.${group.id}`, message: `Choose ${wanted} of ${group.name}` },
      ]);
    }
  }
  const unitPriceMinor = item.priceMinor + chosen.reduce((sum, choice) => sum + choice.option.priceMinor, 0);
  return { item, options: chosen, unitPriceMinor } satisfies PricedMenuChoice;
}

/** A priced choice's options as an order line keeps them (and the cart line shows them). */
export function orderedOptions(choice: PricedMenuChoice): OrderLineOption[] {
  return choice.options.map(({ option, group }) => ({
    id: String(option.id),
    name: option.name,
    name_lang: option.nameLang,
    group_id: String(group.id),
    price: toMajor(option.priceMinor),
  }));
}

/** Details worth keeping: null when the diner wrote none. */
export function keptDetails(details: LineDetails | null | undefined): LineDetails | null {
  return details && Object.keys(details).length > 0 ? details : null;
}

/** A priced menu choice as an order line. */
export function menuOrderLine(
  choice: PricedMenuChoice,
  qty: number,
  details: LineDetails | null | undefined,
): NewOrderLine {
  return {
    menuItemId: choice.item.id,
    name: choice.item.name,
    nameLang: choice.item.nameLang,
    image: imagePath.menuItem(choice.item.id),
    options: orderedOptions(choice),
    details: keptDetails(details),
    qty,
    unitPriceMinor: choice.unitPriceMinor,
  };
}

/** Prices menu order items from the menu (see `priceMenuChoice`), as order lines. */
export async function priceMenuItems(
  tx: Tx,
  tenant: Tenant,
  wanted: MenuOrderItem[],
): Promise<NewOrderLine[]> {
  const menu = await loadMenuIndex(
    tx,
    tenant,
    wanted.map((w) => Number(w.item_id)),
  );
  return wanted.map((w) => menuOrderLine(priceMenuChoice(menu, w.item_id, w.option_ids), w.qty, w.details));
}

/** Priced menu lines as totals lines (menu prices include VAT at the menu rate). */
export function menuTotalsLines(lines: Array<{ unitPriceMinor: number; qty: number }>) {
  return lines.map((l) => ({ unitPriceMinor: l.unitPriceMinor, qty: l.qty, taxRateBp: MENU_TAX_BP }));
}
