import type { ApiClient } from "@storefront/core/api";
import type { Partner } from "@storefront/core/contracts/partner";
import { matchRoute } from "@storefront/core/routes";
import { queryOptions } from "@tanstack/react-query";

/** A partner page as the CMS answers it (`GET /ecommerce/api/cms/pages/:name`). */
export type PartnerPageContent = Awaited<ReturnType<typeof fetchPartnerPage>>;
/** One entry of the partner's page list (`GET /ecommerce/api/cms/pages`). */
export type PartnerPageSummary = Awaited<ReturnType<typeof fetchPartnerPageList>>[number];

/** Page names the CMS can serve (its `:name` rule): lowercase letters, digits and hyphens. */
const PAGE_NAME = /^[a-z0-9-]{1,64}$/;

/** Partner pages change rarely: reuse an answer for five minutes before fetching it again. */
const PAGES_STALE_TIME_MS = 5 * 60_000;

/** Query keys of the partner pages, for invalidation. */
export const partnerPageKeys = {
  all: ["cms", "pages"] as const,
  list: () => [...partnerPageKeys.all, "list"] as const,
  page: (name: string) => [...partnerPageKeys.all, "page", name] as const,
};

// The CMS contracts (and the zod schemas they carry) load with the first page request, not with
// the footer's code on first paint.
const pagesContract = () => import("@storefront/core/contracts/api/pages");

async function fetchPartnerPage(client: ApiClient, name: string, signal?: AbortSignal) {
  const { getPage } = await pagesContract();
  return client.call(getPage, { params: { name }, ...(signal ? { signal } : {}) });
}

async function fetchPartnerPageList(client: ApiClient, signal?: AbortSignal) {
  const { listPages } = await pagesContract();
  return client.call(listPages, signal ? { signal } : {});
}

/** One partner page by name, with its HTML still raw (sanitise it before rendering). */
export function partnerPageQueryOptions(client: ApiClient, name: string) {
  return queryOptions({
    queryKey: partnerPageKeys.page(name),
    queryFn: ({ signal }) => fetchPartnerPage(client, name, signal),
    staleTime: PAGES_STALE_TIME_MS,
  });
}

/** The partner's page list: names with their titles in every locale (for links). */
export function partnerPageListQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: partnerPageKeys.list(),
    queryFn: ({ signal }) => fetchPartnerPageList(client, signal),
    staleTime: PAGES_STALE_TIME_MS,
  });
}

/**
 * Whether `/{name}` is one of the partner's own pages (spec §2: only names in `partner.pages`
 * exist). A name the CMS could not serve, or one a fixed route of the storefront shadows
 * (`/cart`, `/contact`…), is not.
 */
export function isPartnerPage(partner: Pick<Partner, "pages"> | null | undefined, name: string): boolean {
  return Boolean(partner?.pages.includes(name)) && isLinkablePageName(name);
}

function isLinkablePageName(name: string): boolean {
  return PAGE_NAME.test(name) && matchRoute(`/${name}`)?.route.name === "pageName";
}

/** The partner's page names that get a `/{pageName}` link, in the partner's order, without duplicates. */
export function partnerPageNames(partner: Pick<Partner, "pages"> | null | undefined): string[] {
  return [...new Set(partner?.pages ?? [])].filter(isLinkablePageName);
}
