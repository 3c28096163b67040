import type { Partner } from "@storefront/core/contracts/partner";
import type { Db } from "../db/client";
import { partnerRecord, type Tenant } from "../tenancy";
import { pageNames } from "./pages";

/** The partner as the page payload and the partner lookup carry it: its record with its page names. */
export async function partnerWithPages(db: Db, tenant: Tenant): Promise<Partner> {
  return { ...partnerRecord(tenant), pages: await pageNames(db, tenant) };
}
