import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { attributes, attributeValues } from "../db/schema";
import type { Tenant } from "../tenancy";

/** The tenant's attributes (size, colour…) with their values in display order. */
export async function attributeRecords(db: Db, tenant: Tenant) {
  const [attributeRows, valueRows] = await Promise.all([
    db.select().from(attributes).where(eq(attributes.tenantId, tenant.id)).orderBy(asc(attributes.id)),
    db
      .select()
      .from(attributeValues)
      .where(eq(attributeValues.tenantId, tenant.id))
      .orderBy(asc(attributeValues.position), asc(attributeValues.id)),
  ]);
  return attributeRows.map((a) => ({
    _id: String(a.id),
    name: a.name,
    name_lang: a.nameLang,
    slug: a.slug,
    values: valueRows
      .filter((v) => v.attributeId === a.id)
      .map((v) => ({ _id: String(v.id), name: v.name, name_lang: v.nameLang, slug: v.slug })),
  }));
}
