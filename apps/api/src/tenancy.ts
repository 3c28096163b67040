import { type BusinessOverrides, readBusinessOverrides } from "@storefront/core/contracts/business-overrides";
import type { Partner, PartnerContact } from "@storefront/core/contracts/partner";
import { currencyFromCode, DEFAULT_CURRENCY } from "@storefront/core/format";
import type { Db } from "./db/client";
import { partners } from "./db/schema";

/** A partner row. */
export type Tenant = typeof partners.$inferSelect;

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** The slug the request host names: `retail.localhost:3000` → `retail`; loopback → `retail`. */
export function hostKey(host: string): { slug: string | null; hostname: string } {
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  if (LOOPBACK.has(hostname)) return { slug: "retail", hostname };
  const match = /^([a-z0-9-]{1,63})\.localhost$/.exec(hostname);
  return { slug: match?.[1] ?? null, hostname };
}

/**
 * Resolves tenants from hosts. Partners are few and change rarely: they are read again at most
 * every `ttlMs` (half a second), so a configuration change reaches every server instance on the
 * database within a second, without a cache bus; a read of a few rows twice a second costs nothing.
 */
export class PartnerDirectory {
  #rows: Promise<Tenant[]> | undefined;
  #loadedAt = 0;
  /** Partners whose malformed overrides were reported (once per row and problem, not per load). */
  readonly #reported = new Set<string>();
  private readonly ttlMs: number;
  private readonly warn: (message: string) => void;

  constructor(
    private readonly db: Db,
    options: { ttlMs?: number; warn?: (message: string) => void } = {},
  ) {
    this.ttlMs = options.ttlMs ?? 500;
    this.warn = options.warn ?? console.warn;
  }

  /** Forgets the cached partners (after a seed or a config change). */
  invalidate() {
    this.#rows = undefined;
  }

  async all(): Promise<Tenant[]> {
    if (!this.#rows || Date.now() - this.#loadedAt > this.ttlMs) {
      this.#loadedAt = Date.now();
      this.#rows = this.db
        .select()
        .from(partners)
        .then((rows) => {
          this.#reportOverrides(rows);
          return rows;
        })
        .catch((error: unknown) => {
          this.#rows = undefined;
          throw error;
        });
    }
    return this.#rows;
  }

  /** Says which partners' overrides lose fields (`businessOverridesOf`), once each. */
  #reportOverrides(rows: Tenant[]) {
    for (const tenant of rows) {
      if (tenant.businessOverrides == null) continue;
      const { problems } = readBusinessOverrides(tenant.businessOverrides);
      const key = `${tenant.id}:${problems.join("; ")}`;
      if (problems.length === 0 || this.#reported.has(key)) continue;
      this.#reported.add(key);
      this.warn(`Business ${tenant.businessId}: overrides ignored: ${problems.join("; ")}`);
    }
  }

  /** The tenant of a host, or null for an unknown host. */
  async forHost(host: string): Promise<Tenant | null> {
    const { slug, hostname } = hostKey(host);
    const rows = await this.all();
    return rows.find((row) => (slug ? row.slug === slug : row.url === hostname)) ?? null;
  }
}

/** The partner as the page payload and the partner lookup answer it (partnerSchema). */
export function partnerRecord(tenant: Tenant): Partner {
  return {
    business_id: tenant.businessId,
    access_token: tenant.accessToken,
    name: tenant.name,
    ...(tenant.nameLang ? { name_lang: { ...tenant.nameLang } } : {}),
    slug: tenant.slug,
    brand_variant: tenant.brandVariant === "partner" ? "partner" : "storefront",
    root_redirect_locale:
      tenant.rootRedirectLocale === "ar" || tenant.rootRedirectLocale === "en"
        ? tenant.rootRedirectLocale
        : null,
    snachoo_settings: {
      type: tenant.type as Partner["snachoo_settings"]["type"],
      url: tenant.url,
      is_adventure_park: tenant.isAdventurePark,
      ecom_logo: tenant.ecomLogo ?? undefined,
      isSugar: tenant.isSugar,
    },
    pages: [],
    cms_config: { ...tenant.cmsConfig },
    time_zone: tenant.timeZone,
    currency: currencyFromCode(tenant.currency),
    ...contactOf(tenant),
    ...(tenant.openingHours ? { opening_hours: tenant.openingHours } : {}),
    ...(tenant.orderingHours ? { ordering_hours: tenant.orderingHours } : {}),
    ...businessOverridesOf(tenant),
  };
}

/** The partner's contact details, each only when it has one; none at all without any. */
function contactOf(tenant: Tenant): { contact?: PartnerContact } {
  const contact: PartnerContact = {};
  if (tenant.contactPhone) contact.phone = tenant.contactPhone;
  if (tenant.contactEmail) contact.email = tenant.contactEmail;
  if (tenant.address) contact.address = tenant.address;
  if (tenant.addressLang) contact.address_lang = { ...tenant.addressLang };
  if (tenant.mapUrl) contact.map_url = tenant.mapUrl;
  return Object.keys(contact).length > 0 ? { contact } : {};
}

/**
 * The business's overrides for the payload (decision 0027): sent only when it has some. Rows are
 * written through the strict schema; one changed by hand that no longer passes it is sent without
 * its malformed fields (the partner directory logs why when it reads the row).
 */
function businessOverridesOf(tenant: Tenant): { business_overrides?: BusinessOverrides } {
  if (tenant.businessOverrides == null) return {};
  const { overrides } = readBusinessOverrides(tenant.businessOverrides);
  return overrides ? { business_overrides: overrides } : {};
}

/** The payload partner of an unknown host: no access token, so the shell shows /partner-not-found. */
export function unknownPartner(host: string): Partner {
  return {
    business_id: 0,
    access_token: null,
    name: "Storefront",
    snachoo_settings: { type: "retail", url: hostKey(host).hostname },
    pages: [],
    cms_config: {},
    currency: { ...DEFAULT_CURRENCY },
  };
}
