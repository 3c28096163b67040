import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import type { Customer } from "../db/rows";
import { addresses } from "../db/schema";
import { lockName } from "../lib/advisory-lock";
import { conflict, notFound, unprocessable } from "../lib/errors";
import type { Tenant } from "../tenancy";
import { strippedCountryCode } from "./customer-identity";
import { ownedBy } from "./customer-rows";

type AddressRow = typeof addresses.$inferSelect;

/** At most this many addresses per customer. */
const MAX_ADDRESSES = 20;

/** An address on the wire. */
function addressRecord(row: AddressRow) {
  return {
    _id: String(row.id),
    label: row.label,
    name: row.name,
    phone: row.phone,
    country_code: row.countryCode,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postal_code: row.postalCode,
    country: row.country,
    is_default: row.isDefault,
  };
}

/** The fields of a new address (the wire names); `is_default` makes it the default. */
export interface NewAddress {
  label?: string | null | undefined;
  name: string;
  phone: string;
  country_code?: string | null | undefined;
  line1: string;
  line2?: string | null | undefined;
  city: string;
  region?: string | null | undefined;
  postal_code?: string | null | undefined;
  country: string;
  is_default?: boolean | undefined;
}

/** An address edit: only the fields sent change. */
export type AddressChanges = Partial<NewAddress>;

/** The customer's own address, or 404 `address_not_found` (someone else's is "not found" too). */
async function ownAddress(db: Db | Tx, tenant: Tenant, customer: Customer, id: string) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(ownedBy(addresses, tenant, customer), eq(addresses.id, Number(id))))
    .limit(1);
  if (!row) throw notFound("address_not_found", "This address does not exist");
  return row;
}

/** Makes one address the customer's default (and no other). */
function makeDefault(db: Db | Tx, customer: Customer, id: number) {
  return db.transaction(async (tx) => {
    await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.customerId, customer.id));
    const [row] = await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id)).returning();
    return row;
  });
}

/** The customer's addresses, the default first. */
export async function listAddresses(db: Db, tenant: Tenant, customer: Customer) {
  const rows = await db
    .select()
    .from(addresses)
    .where(ownedBy(addresses, tenant, customer))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
  return rows.map(addressRecord);
}

/**
 * Saves a new address; the first one is the default (409 `too_many_addresses` past the limit).
 * The count and the insert run under the customer's advisory lock, so concurrent saves cannot
 * all see room for one more and overrun the limit.
 */
export async function createAddress(db: Db, tenant: Tenant, customer: Customer, input: NewAddress) {
  const saved = await db.transaction(async (tx) => {
    await lockName(tx, `addresses:${tenant.id}:${customer.id}`);
    const [held] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(ownedBy(addresses, tenant, customer));
    const existing = Number(held?.n ?? 0);
    if (existing >= MAX_ADDRESSES) throw conflict("too_many_addresses", `At most ${MAX_ADDRESSES} addresses`);
    const [row] = await tx
      .insert(addresses)
      .values({
        tenantId: tenant.id,
        customerId: customer.id,
        label: input.label ?? null,
        name: input.name,
        phone: input.phone,
        countryCode: strippedCountryCode(input.country_code),
        line1: input.line1,
        line2: input.line2 ?? null,
        city: input.city,
        region: input.region ?? null,
        postalCode: input.postal_code ?? null,
        country: input.country,
      })
      .returning();
    if (!row) throw new Error("address insert returned nothing");
    return input.is_default || existing === 0 ? ((await makeDefault(tx, customer, row.id)) ?? row) : row;
  });
  return addressRecord(saved);
}

/** Edits one of the customer's addresses. */
export async function updateAddress(
  db: Db,
  tenant: Tenant,
  customer: Customer,
  id: string,
  changes: AddressChanges,
) {
  const current = await ownAddress(db, tenant, customer, id);
  const values = {
    ...(changes.label !== undefined && { label: changes.label }),
    ...(changes.name !== undefined && { name: changes.name }),
    ...(changes.phone !== undefined && { phone: changes.phone }),
    ...(changes.country_code !== undefined && { countryCode: strippedCountryCode(changes.country_code) }),
    ...(changes.line1 !== undefined && { line1: changes.line1 }),
    ...(changes.line2 !== undefined && { line2: changes.line2 }),
    ...(changes.city !== undefined && { city: changes.city }),
    ...(changes.region !== undefined && { region: changes.region }),
    ...(changes.postal_code !== undefined && { postalCode: changes.postal_code }),
    ...(changes.country !== undefined && { country: changes.country }),
  };
  // `{ "is_default": true }` alone changes no column here: an UPDATE with nothing to set is an error.
  const [row] =
    Object.keys(values).length > 0
      ? await db.update(addresses).set(values).where(eq(addresses.id, current.id)).returning()
      : [current];
  const final = changes.is_default ? await makeDefault(db, customer, current.id) : row;
  return addressRecord(final ?? current);
}

/** Deletes one of the customer's addresses; when it was the default, the oldest left becomes it. */
export async function deleteAddress(db: Db, tenant: Tenant, customer: Customer, id: string) {
  const current = await ownAddress(db, tenant, customer, id);
  await db.delete(addresses).where(eq(addresses.id, current.id));
  if (!current.isDefault) return;
  const [next] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.customerId, customer.id))
    .orderBy(asc(addresses.id))
    .limit(1);
  if (next) await makeDefault(db, customer, next.id);
}

/** Makes one of the customer's addresses the default. */
export async function setDefaultAddress(db: Db, tenant: Tenant, customer: Customer, id: string) {
  const current = await ownAddress(db, tenant, customer, id);
  const row = await makeDefault(db, customer, current.id);
  return addressRecord(row ?? current);
}

/** The address snapshot an order keeps (422 `address_required` without one). */
export async function addressSnapshot(
  tx: Tx,
  tenant: Tenant,
  customer: Customer,
  addressId: string | null | undefined,
) {
  if (!addressId) throw unprocessable("address_required", "Choose a delivery address");
  const row = await ownAddress(tx, tenant, customer, addressId);
  const { id, tenantId: _t, customerId: _c, createdAt: _d, ...rest } = row;
  return { _id: String(id), ...rest };
}
