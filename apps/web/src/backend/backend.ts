import { getHome } from "@storefront/core/contracts/api/pages";
import { getPartner, getSitemap } from "@storefront/core/contracts/api/partner";
import { type Endpoint, endpointPath } from "@storefront/core/contracts/endpoint";
import type { Partner } from "@storefront/core/contracts/partner";
import type { z } from "zod/mini";
import type { BackendFetch } from "./http-backend";

/** The home's API answer (`GET C/home`). */
export type HomeContent = z.output<(typeof getHome)["response"]>;
/** The sitemap's API answer (`GET P/sitemap`). */
export type SitemapAnswer = z.output<(typeof getSitemap)["response"]>;

/**
 * What the storefront server asks the backend, through core's contract only: the partner of a
 * host (the page payload's), the home's content and the sitemap, and — for the pages' loaders and
 * the page cache's revalidations — any call as the site makes it (`fetch`).
 */
export interface Backend {
  fetch: BackendFetch;
  /** The host's partner (one without an access token for an unknown host). */
  partner(origin: string): Promise<Partner>;
  home(origin: string, partner: Partner): Promise<HomeContent | null>;
  sitemap(origin: string, partner: Partner, page: number | null): Promise<SitemapAnswer | null>;
}

/** How long a host's partner is reused before it is asked again: a settings change shows within it. */
export const PARTNER_TTL_MS = 1_000;

/** A call's `data`, validated with its contract; null for an error answer. */
async function dataOf<E extends Endpoint>(
  endpoint: E,
  answer: Response,
): Promise<z.output<E["response"]> | null> {
  if (!answer.ok) {
    await answer.body?.cancel();
    return null;
  }
  const body = (await answer.json()) as { data?: unknown };
  const parsed = (endpoint.response as unknown as z.ZodMiniType).safeParse(body.data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`,
    );
    throw new Error(
      `The backend's answer of ${endpointPath(endpoint)} breaks its contract: ${issues.join("; ")}`,
    );
  }
  return parsed.data as z.output<E["response"]>;
}

/**
 * The backend of the storefront server. A host's partner is kept `PARTNER_TTL_MS` (every page
 * needs it, and it changes rarely); the same object is answered while kept, so the page server
 * validates and digests it once. Concurrent misses of one host share one call.
 */
export function createBackend(fetch: BackendFetch, partnerTtlMs = PARTNER_TTL_MS): Backend {
  const partners = new Map<string, { at: number; partner: Promise<Partner> }>();
  const call = (origin: string, endpoint: Endpoint, partner: Partner | null, query = "") =>
    fetch(
      new Request(`${origin}${endpointPath(endpoint)}${query}`, {
        headers: {
          accept: "application/json",
          ...(partner?.access_token ? { authorization: `Bearer ${partner.access_token}` } : {}),
        },
      }),
    );
  return {
    fetch,
    partner(origin) {
      const kept = partners.get(origin);
      if (kept && Date.now() - kept.at < partnerTtlMs) return kept.partner;
      // Not validated here: the page server reads it leniently (`servedPagePayload`), so a partner
      // that breaks its contract boots as "no partner" and says why, instead of failing the page.
      const partner = call(origin, getPartner, null).then(async (answer) => {
        if (!answer.ok) throw new Error(`The backend answered ${answer.status} for the partner of ${origin}`);
        return ((await answer.json()) as { data: Partner }).data;
      });
      partners.set(origin, { at: Date.now(), partner });
      partner.catch(() => {
        if (partners.get(origin)?.partner === partner) partners.delete(origin);
      });
      // Bounded: hosts the server saw recently only.
      if (partners.size > 1_000) partners.delete(partners.keys().next().value as string);
      return partner;
    },
    async home(origin, partner) {
      return dataOf(getHome, await call(origin, getHome, partner));
    },
    async sitemap(origin, partner, page) {
      return dataOf(
        getSitemap,
        await call(origin, getSitemap, partner, page === null ? "" : `?page=${page}`),
      );
    },
  };
}
