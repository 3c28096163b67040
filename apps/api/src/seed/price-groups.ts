/** Selling price groups in seeds: a group with its own prices, and a customer who buys through it. */
import type { Db } from "../db/client";
import * as s from "../db/schema";
import { hashPassword } from "../lib/crypto";
import { lang } from "./builders";

/** A price group to seed: its name, its percentage off list prices, and its own variant prices. */
export interface PriceGroupSpec {
  name: string;
  nameAr: string;
  percentOffBp: number;
  /** Variant id → the group's price of it (minor units), overriding the percentage. */
  prices?: Array<{ variantId: number; price: number }>;
}

/** Inserts a price group of the tenant with its own prices; answers the group's row. */
export async function insertPriceGroup(db: Db, tenantId: number, spec: PriceGroupSpec) {
  const [group] = await db
    .insert(s.priceGroups)
    .values({
      tenantId,
      name: spec.name,
      nameLang: lang(spec.name, spec.nameAr),
      percentOffBp: spec.percentOffBp,
    })
    .returning();
  if (!group) throw new Error("price group insert failed");
  if (spec.prices?.length) {
    await db.insert(s.priceGroupPrices).values(
      spec.prices.map(({ variantId, price }) => ({
        tenantId,
        groupId: group.id,
        variantId,
        priceMinor: price,
      })),
    );
  }
  return group;
}

/** The demo wholesale customer's login (retail partner, README's demo section). */
export const WHOLESALE_LOGIN = { email: "wholesale@example.com", password: "wholesale12345" } as const;

/** Inserts a customer of the tenant who buys at the group's prices (e-mail login). */
export async function insertGroupCustomer(
  db: Db,
  tenantId: number,
  groupId: number,
  login: { email: string; password: string } = WHOLESALE_LOGIN,
) {
  const [customer] = await db
    .insert(s.customers)
    .values({
      tenantId,
      name: "Khalid",
      lastName: "Al-Qahtani",
      email: login.email,
      passwordHash: await hashPassword(login.password, { refusable: false }),
      sellingPriceGroupId: groupId,
    })
    .returning();
  if (!customer) throw new Error("customer insert failed");
  return customer;
}
