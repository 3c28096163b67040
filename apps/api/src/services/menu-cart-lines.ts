import type { CartLine, LineDetails } from "@storefront/core/cart";
import type { Db, Tx } from "../db/client";
import { toMajor } from "../lib/money";
import type { Tenant } from "../tenancy";
import { imagePath } from "./image-paths";
import {
  keptDetails,
  loadMenuIndex,
  MENU_TAX_BP,
  orderedOptions,
  type PricedMenuChoice,
  priceMenuChoice,
} from "./menu-pricing";

/** A stored menu line of a cart. */
export interface StoredMenuLine {
  menuItemId: number;
  optionIds: string[];
  details: LineDetails;
  qty: number;
}

/** A stored menu line priced from the menu now. */
export interface PricedMenuLine {
  line: StoredMenuLine;
  choice: PricedMenuChoice;
}

/**
 * Prices stored menu lines from today's menu. A line whose item vanished, became unavailable or
 * whose options no longer fit its groups is left out (it cannot be ordered as it is), like a
 * product line whose product vanished.
 */
export async function priceMenuLines(db: Db | Tx, tenant: Tenant, stored: StoredMenuLine[]) {
  if (stored.length === 0) return [];
  const menu = await loadMenuIndex(
    db,
    tenant,
    stored.map((line) => line.menuItemId),
  );
  const priced: PricedMenuLine[] = [];
  for (const line of stored) {
    try {
      priced.push({ line, choice: priceMenuChoice(menu, String(line.menuItemId), line.optionIds) });
    } catch {
      // Not orderable any more: not shown, not counted.
    }
  }
  return priced;
}

/** A priced menu line as the normalised cart line (spec §3 plus its options and details). */
export function menuCartLineRecord(tenant: Tenant, priced: PricedMenuLine): CartLine {
  const { item } = priced.choice;
  const details = keptDetails(priced.line.details);
  const price = toMajor(priced.choice.unitPriceMinor);
  return {
    product_id: String(item.id),
    variant_id: null,
    qty: priced.line.qty,
    sku: null,
    size: null,
    attr_name: null,
    attr_slug: null,
    outer_product_id: null,
    outer_variant_id: null,
    multiplier: null,
    stock: null,
    image: imagePath.menuItem(item.id),
    product_img: imagePath.menuItem(item.id),
    name: item.name,
    name_lang: item.nameLang,
    price,
    price_inc: price,
    old_price: null,
    tax_rate: MENU_TAX_BP / 100,
    category_name: null,
    category_name_lang: null,
    category_id: String(item.menuId),
    other_unit_price: null,
    business_id: tenant.businessId,
    ...(priced.choice.options.length
      ? {
          options: orderedOptions(priced.choice).map((option) => ({
            group_id: option.group_id ?? "",
            option_id: option.id,
            name: option.name,
            name_lang: option.name_lang ?? null,
            price: option.price,
          })),
        }
      : {}),
    ...(details ? { details } : {}),
  };
}

/** Priced menu lines as totals lines. */
export function menuLineTotals(priced: PricedMenuLine[]) {
  return priced.map((p) => ({
    unitPriceMinor: p.choice.unitPriceMinor,
    qty: p.line.qty,
    taxRateBp: MENU_TAX_BP,
  }));
}
