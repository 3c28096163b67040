import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import type { Customer } from "../db/rows";
import {
  customers,
  type otherUnitPrices,
  priceGroupPrices,
  priceGroups,
  productVariants,
  sessions,
} from "../db/schema";
import { sha256 } from "../lib/crypto";
import type { Tenant } from "../tenancy";
import { liveSessionOf } from "./sessions";

type VariantRow = typeof productVariants.$inferSelect;
type UnitRow = typeof otherUnitPrices.$inferSelect;

/** A selling price group of the tenant (decision 0026): what a customer in it is charged. */
export interface PriceGroup {
  id: number;
  name: string;
  percentOffBp: number;
}

/** A variant's price for the shopper and the price shown struck through beside it (minor units). */
export interface ShownPrice {
  price: number;
  oldPrice: number | null;
}

/**
 * How the catalogue prices products for one shopper: the list prices, or a price group's. Every
 * server answer that carries a product price (list, detail, home rails, cart, wishlist, order)
 * reads it from here, so the client never computes a price.
 */
export interface PriceList {
  /** The group priced by, or null for list prices (cache keys name it). */
  group: PriceGroup | null;
  variant(variant: VariantRow): ShownPrice;
  unit(unit: UnitRow): number;
}

/** List prices: what guests and customers without a group pay. */
export const LIST_PRICES: PriceList = {
  group: null,
  variant: (variant) => ({ price: variant.priceMinor, oldPrice: variant.oldPriceMinor }),
  unit: (unit) => unit.priceMinor,
};

/** A minor-unit amount less basis points, rounded to the minor unit. */
function lessPercent(minor: number, bp: number) {
  return Math.round((minor * (10_000 - bp)) / 10_000);
}

/**
 * A group's prices: its own price of a variant when it names one, else the list price less the
 * group's percentage. A price below the list price is shown against it (the variant's own old
 * price when it has one, which is higher still).
 */
export function groupPriceList(group: PriceGroup, own: ReadonlyMap<number, number>): PriceList {
  return {
    group,
    variant(variant) {
      const price = own.get(variant.id) ?? lessPercent(variant.priceMinor, group.percentOffBp);
      const oldPrice =
        price < variant.priceMinor ? (variant.oldPriceMinor ?? variant.priceMinor) : variant.oldPriceMinor;
      return { price, oldPrice };
    },
    unit: (unit) => lessPercent(unit.priceMinor, group.percentOffBp),
  };
}

const groupColumns = { id: priceGroups.id, name: priceGroups.name, percentOffBp: priceGroups.percentOffBp };

/**
 * The customer's price group, only when it is the tenant's own (a customer row pointing at another
 * tenant's group pays list prices); null for guests and customers without one (no query then).
 */
export async function customerPriceGroup(
  db: Db | Tx,
  tenant: Tenant,
  customer: Pick<Customer, "sellingPriceGroupId">,
): Promise<PriceGroup | null> {
  if (customer.sellingPriceGroupId === null) return null;
  const [group] = await db
    .select(groupColumns)
    .from(priceGroups)
    .where(and(eq(priceGroups.id, customer.sellingPriceGroupId), eq(priceGroups.tenantId, tenant.id)))
    .limit(1);
  return group ?? null;
}

/**
 * The price group of the customer whose `X-customer-token` a catalogue read carries (a logged-in
 * client sends it on every call), in one query; null without a token, for an invalid one (the
 * read is then a guest's: catalogue reads never fail on the token) and without a group.
 */
export async function tokenPriceGroup(
  db: Db,
  tenant: Tenant,
  token: string | undefined,
): Promise<PriceGroup | null> {
  if (!token || token.length > 200) return null;
  const [group] = await db
    .select(groupColumns)
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .innerJoin(
      priceGroups,
      and(eq(priceGroups.id, customers.sellingPriceGroupId), eq(priceGroups.tenantId, tenant.id)),
    )
    .where(liveSessionOf(tenant, sha256(token)))
    .limit(1);
  return group ?? null;
}

/** The price list of a group for the variants of some products (one query; none without a group). */
export async function loadPriceList(
  db: Db | Tx,
  tenant: Tenant,
  group: PriceGroup | null,
  productIds: number[],
): Promise<PriceList> {
  if (!group) return LIST_PRICES;
  const rows = productIds.length
    ? await db
        .select({ variantId: priceGroupPrices.variantId, priceMinor: priceGroupPrices.priceMinor })
        .from(priceGroupPrices)
        .innerJoin(productVariants, eq(productVariants.id, priceGroupPrices.variantId))
        .where(
          and(
            eq(priceGroupPrices.tenantId, tenant.id),
            eq(priceGroupPrices.groupId, group.id),
            inArray(productVariants.productId, productIds),
          ),
        )
    : [];
  return groupPriceList(group, new Map(rows.map((row) => [row.variantId, row.priceMinor])));
}

/**
 * Products' "from" prices (their cheapest variant) for a price group, by product id; without a
 * group the stored list "from" price (`products.price_minor`) is the answer, and no query runs.
 */
export async function groupFromPrices(
  db: Db,
  tenant: Tenant,
  group: PriceGroup | null,
  productIds: number[],
): Promise<ReadonlyMap<number, number>> {
  if (!group || productIds.length === 0) return new Map();
  const [variants, prices] = await Promise.all([
    db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.tenantId, tenant.id), inArray(productVariants.productId, productIds))),
    loadPriceList(db, tenant, group, productIds),
  ]);
  const from = new Map<number, number>();
  for (const variant of variants) {
    const price = prices.variant(variant).price;
    from.set(variant.productId, Math.min(price, from.get(variant.productId) ?? price));
  }
  return from;
}
