import type { Partner } from "@storefront/core/contracts/partner";
import type { Db } from "../db/client";
import { partnerRecord, type Tenant } from "../tenancy";
import { cachedPageNames } from "./catalog-answers";
import type { CatalogCache } from "./catalog-cache";

/**
 * The partner as the page payload and the partner lookup carry it: its record with its page names
 * (from the catalogue cache: every served page needs them).
 */
export async function partnerWithPages(cache: CatalogCache, db: Db, tenant: Tenant): Promise<Partner> {
  return { ...partnerRecord(tenant), pages: [...(await cachedPageNames(cache, db, tenant))] };
}
