import { IDEMPOTENCY_HEADER } from "@storefront/core/contracts/api/common";
import * as restaurant from "@storefront/core/contracts/api/restaurant";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Hono } from "hono";
import type { Db, Tx } from "../db/client";
import { menuItemOptions, menuItems, menuOptionGroups, menus } from "../db/schema";
import { route, type Services } from "../http";
import { notFound, unprocessable } from "../lib/errors";
import { toMajor } from "../lib/money";
import { imagePath } from "../services/catalog";
import { type NewOrderLine, paymentFails, placeIdempotent, requireCardToken } from "../services/orders";
import { computeTotals } from "../services/pricing";
import type { Tenant } from "../tenancy";
import { addressSnapshot, recheckCoupon } from "./checkout";

/** The menu as nested sections → items → option groups → options. */
async function loadMenu(db: Db | Tx, tenant: Tenant) {
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
  return { sections, items, groups, options };
}

/**
 * Prices menu order items from the menu: item price plus chosen options, each option checked
 * against its item's groups (min/max per group).
 */
async function priceMenuItems(
  tx: Tx,
  tenant: Tenant,
  wanted: Array<{ item_id: string; qty: number; option_ids?: string[] | undefined }>,
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

const MENU_TAX_BP = 1500;

/** Registers the menu, kiosk order and sugar checkout. */
export function registerRestaurantRoutes(app: Hono, services: Services) {
  const { db } = services;

  route(app, services, restaurant.getMenu, async ({ tenant }) => {
    const { sections, items, groups, options } = await loadMenu(db, tenant);
    return {
      data: sections.map((section) => ({
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
      })),
    };
  });

  route(app, services, restaurant.placeKioskOrder, async ({ c, tenant, body }) => {
    requireCardToken(body);
    const answer = await placeIdempotent(
      db,
      tenant,
      { scope: "kiosk", key: c.req.header(IDEMPOTENCY_HEADER), body },
      async (tx) => {
        const lines = await priceMenuItems(tx, tenant, body.items);
        const totals = computeTotals(
          lines.map((l) => ({ unitPriceMinor: l.unitPriceMinor, qty: l.qty, taxRateBp: MENU_TAX_BP })),
          null,
          "pickup",
        );
        return {
          customerId: null,
          cartId: null,
          channel: "kiosk" as const,
          paymentMethod: body.payment_method,
          paymentFails: paymentFails(body),
          deliveryMethod: "pickup",
          address: null,
          couponCode: null,
          totals,
          note: body.note ?? null,
          extra: { customer_name: body.customer_name ?? null, table_number: body.table_number ?? null },
          lines,
        };
      },
    );
    return { stored: answer };
  });

  route(app, services, restaurant.sugarCheckout, async ({ c, tenant, customer, body }) => {
    requireCardToken(body);
    const answer = await placeIdempotent(
      db,
      tenant,
      { scope: `customer:${customer.id}`, key: c.req.header(IDEMPOTENCY_HEADER), body },
      async (tx) => {
        const lines = await priceMenuItems(tx, tenant, body.items);
        const subtotal = lines.reduce((sum, l) => sum + l.unitPriceMinor * l.qty, 0);
        const coupon = await recheckCoupon(tx, tenant, body.coupon_code, subtotal);
        const address =
          body.delivery_method === "delivery"
            ? await addressSnapshot(tx, tenant, customer, body.address_id)
            : null;
        const totals = computeTotals(
          lines.map((l) => ({ unitPriceMinor: l.unitPriceMinor, qty: l.qty, taxRateBp: MENU_TAX_BP })),
          coupon,
          body.delivery_method,
        );
        return {
          customerId: customer.id,
          cartId: null,
          channel: "sugar" as const,
          paymentMethod: body.payment_method,
          paymentFails: paymentFails(body),
          deliveryMethod: body.delivery_method,
          address,
          couponCode: coupon?.code ?? null,
          totals,
          note: body.note ?? null,
          lines,
        };
      },
    );
    return { stored: answer };
  });
}
