import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Customer } from "../db/rows";
import type { Tenant } from "../tenancy";

/**
 * The rows of a customer-owned table that belong to this customer of this tenant: the filter of
 * every customer read and write, so another customer's (or tenant's) row is simply not found.
 */
export function ownedBy(
  table: { tenantId: AnyPgColumn; customerId: AnyPgColumn },
  tenant: Tenant,
  customer: Customer,
): SQL {
  return and(eq(table.tenantId, tenant.id), eq(table.customerId, customer.id)) as SQL;
}
