import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { services, staff, staffServices } from "../db/schema";
import { toMajor } from "../lib/money";
import type { Tenant } from "../tenancy";
import { imagePath } from "./image-paths";

/** The bookable services, or only those a person offers. */
export async function serviceList(db: Db, tenant: Tenant, staffId?: string) {
  const rows = await db
    .select()
    .from(services)
    .where(
      and(
        eq(services.tenantId, tenant.id),
        ...(staffId
          ? [
              sql`${services.id} in (select service_id from ${staffServices} where staff_id = ${Number(staffId)})`,
            ]
          : []),
      ),
    )
    .orderBy(asc(services.id));
  return rows.map((row) => ({
    _id: String(row.id),
    name: row.name,
    name_lang: row.nameLang,
    description: row.description,
    description_lang: row.descriptionLang,
    category: row.category,
    duration_min: row.durationMin,
    price: toMajor(row.priceMinor),
    image: imagePath.service(row.id),
  }));
}

/** The stylists or doctors with the services each offers, or only those offering one service. */
export async function staffList(db: Db, tenant: Tenant, serviceId?: string) {
  const [rows, links] = await Promise.all([
    db.select().from(staff).where(eq(staff.tenantId, tenant.id)).orderBy(asc(staff.id)),
    db.select().from(staffServices).where(eq(staffServices.tenantId, tenant.id)),
  ]);
  return rows
    .map((row) => ({
      _id: String(row.id),
      name: row.name,
      name_lang: row.nameLang,
      title: row.title,
      title_lang: row.titleLang,
      kind: row.kind as "stylist" | "doctor",
      image: imagePath.staff(row.id),
      service_ids: links.filter((l) => l.staffId === row.id).map((l) => String(l.serviceId)),
    }))
    .filter((row) => !serviceId || row.service_ids.includes(serviceId));
}
