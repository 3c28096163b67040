import { ApiStatusError, createApiClient, type FetchLike } from "@storefront/core/api";
import { getPartner } from "@storefront/core/contracts/api/partner";
import { pagePayloadSchema } from "@storefront/core/contracts/page-payload";
import { PAGE_PAYLOAD_ELEMENT_ID } from "@storefront/core/contracts/page-payload-script";
import type { Partner } from "@storefront/core/contracts/partner";
import type { StoredUser } from "@storefront/core/contracts/user";
import { hasValidPartner } from "@storefront/core/partner";

/** What a standalone app boots from: the host's partner (null → /partner-not-found), the user, the answers. */
export interface StandalonePayload {
  partner: Partner | null;
  user: StoredUser | null;
  prefetched?: unknown;
}

/** Where the partner comes from when the page carries no payload. */
export interface PartnerSource {
  /** The API's `fetch`. */
  fetch: FetchLike;
  /** The origin the API answers on (the page's own when a dev server or proxy forwards the API). */
  origin: string;
}

/**
 * The payload a server wrote into the page (`<!--storefront:payload-->`), checked with core's
 * schema: a standalone app may be served by any server, so nothing is trusted unchecked. Returns
 * undefined when the page has no payload element; a malformed one is logged and gives no partner.
 */
export function readPagePayload(doc: Document): StandalonePayload | undefined {
  const text = doc.getElementById(PAGE_PAYLOAD_ELEMENT_ID)?.textContent;
  if (text === undefined || text === null) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = pagePayloadSchema.safeParse(json);
  if (!parsed.success) {
    console.error("The page payload is malformed; the storefront starts without a partner.", parsed.error);
    return { partner: null, user: null };
  }
  const { partner, user, prefetched } = parsed.data;
  return {
    partner: hasValidPartner(partner) ? partner : null,
    user: user ?? null,
    ...(prefetched !== undefined && { prefetched }),
  };
}

/**
 * Asks the API for the partner of the page's host (`GET /snachoo/api/partner`, the lookup the
 * reference server's payload is built from). An unknown host (404) is "no partner"; an API that
 * does not answer is logged with its origin, so a dev server pointed at the wrong API says so.
 */
export async function fetchPartnerPayload(source: PartnerSource): Promise<StandalonePayload> {
  const client = createApiClient({
    fetch: source.fetch,
    origin: source.origin,
    getPartnerToken: () => null,
    getCustomerToken: () => null,
  });
  try {
    const partner = await client.call(getPartner);
    return { partner: hasValidPartner(partner) ? partner : null, user: null };
  } catch (error) {
    if (!(error instanceof ApiStatusError && error.status === 404))
      console.error(`The API at ${source.origin} did not give this host's partner.`, error);
    return { partner: null, user: null };
  }
}

/** The page's payload when a server wrote one, else the partner from the API. */
export async function loadStandalonePayload(
  doc: Document,
  source: PartnerSource,
): Promise<StandalonePayload> {
  return readPagePayload(doc) ?? (await fetchPartnerPayload(source));
}
