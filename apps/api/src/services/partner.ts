import type { PagePayload } from "@storefront/core/contracts/page-payload";
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
  return partnerWith(tenant, await cachedPageNames(cache, db, tenant));
}

function partnerWith(tenant: Tenant, pages: readonly string[]): Partner {
  return { ...partnerRecord(tenant), pages: [...pages] };
}

/** A tenant row's page payload, with the page names it was built from. */
const payloads = new WeakMap<Tenant, { pages: readonly string[]; payload: TenantPagePayload }>();

export type TenantPagePayload = PagePayload & { partner: Partner };

/**
 * The anonymous page payload of a tenant's pages. It is the same object for as long as the
 * tenant's row (reloaded every few seconds: `PartnerDirectory`) and its page names (kept per
 * catalogue version) are, so the page server validates and digests it once, not on every page.
 * Shared between requests: read it, never change it.
 */
export async function tenantPagePayload(
  cache: CatalogCache,
  db: Db,
  tenant: Tenant,
): Promise<TenantPagePayload> {
  const pages = await cachedPageNames(cache, db, tenant);
  const kept = payloads.get(tenant);
  if (kept?.pages === pages) return kept.payload;
  const payload = { partner: partnerWith(tenant, pages), user: null };
  payloads.set(tenant, { pages, payload });
  return payload;
}
