import { and, asc, eq, gte, isNull, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { offers, paidPlans, vouchers } from "../db/schema";
import { toMajor } from "../lib/money";
import { clockTime } from "../lib/zoned-time";
import type { Tenant } from "../tenancy";
import { bookingWindow } from "./booking-calendar";
import { imagePath } from "./image-paths";

// What a salon or hospital sells besides single appointments: offers, paid plans and vouchers.

/** The current offers (a discount on a service or on any), not those past their last day. */
export async function offerList(db: Db, tenant: Tenant) {
  const { today } = bookingWindow(tenant);
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.tenantId, tenant.id), or(isNull(offers.validUntil), gte(offers.validUntil, today))))
    .orderBy(asc(offers.id));
  return rows.map((row) => ({
    _id: String(row.id),
    title: row.title,
    title_lang: row.titleLang,
    description: row.description,
    description_lang: row.descriptionLang,
    service_id: row.serviceId ? String(row.serviceId) : null,
    discount_percent: row.discountBp / 100,
    valid_until: row.validUntil,
    weekdays: row.weekdays,
    starts_before: row.startsBeforeMinute === null ? null : clockTime(row.startsBeforeMinute),
    image: imagePath.offer(row.id),
  }));
}

/** The paid plans (a number of sessions for a price, valid for some days). */
export async function paidPlanList(db: Db, tenant: Tenant) {
  const rows = await db
    .select()
    .from(paidPlans)
    .where(eq(paidPlans.tenantId, tenant.id))
    .orderBy(asc(paidPlans.id));
  return rows.map((row) => ({
    _id: String(row.id),
    name: row.name,
    name_lang: row.nameLang,
    description: row.description,
    description_lang: row.descriptionLang,
    price: toMajor(row.priceMinor),
    sessions: row.sessions,
    validity_days: row.validityDays,
    service_ids: row.serviceIds?.map(String) ?? null,
  }));
}

/** The gift vouchers on sale (a value, sold at a price). */
export async function voucherList(db: Db, tenant: Tenant) {
  const rows = await db
    .select()
    .from(vouchers)
    .where(eq(vouchers.tenantId, tenant.id))
    .orderBy(asc(vouchers.id));
  return rows.map((row) => ({
    _id: String(row.id),
    name: row.name,
    name_lang: row.nameLang,
    value: toMajor(row.valueMinor),
    price: toMajor(row.priceMinor),
    validity_days: row.validityDays,
  }));
}
