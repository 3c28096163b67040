import { isLocale, type Locale } from "../locale/locale.js";
import type { PagePayload } from "./page-payload.js";

/**
 * The page payload in HTML: the `<script type="application/json">` element the server writes and
 * the shell reads, and a peek at it that needs no zod (the entry chunk starts its downloads from
 * it; the server validated it with `pagePayloadSchema` before writing it, decision 0032).
 */

/** The id of the element that carries the payload. */
export const PAGE_PAYLOAD_ELEMENT_ID = "storefront-payload";

/** The placeholder of the shell's index.html the payload element replaces. */
export const PAGE_PAYLOAD_PLACEHOLDER = "<!--storefront:payload-->";

/**
 * Serialises the payload for an inline `<script type="application/json">`. `<`, `>`, `&` and the
 * line separators are escaped, so no partner-controlled string can close the script element or
 * start markup ("</script><script>…" stays inert text); `JSON.parse` of the element's text gives
 * the payload back.
 */
export function serializePagePayload(payload: PagePayload): string {
  return JSON.stringify(payload)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The payload's whole `<script>` element. */
export function pagePayloadElement(payload: PagePayload): string {
  return `<script id="${PAGE_PAYLOAD_ELEMENT_ID}" type="application/json">${serializePagePayload(payload)}</script>`;
}

/**
 * Puts the payload element into a page at `PAGE_PAYLOAD_PLACEHOLDER`. The element is inserted as
 * it is: a replacer function, because a replacement string would read `$&`, `` $` ``, `$'` in partner
 * text as patterns and paste parts of the page into the payload.
 */
export function injectPagePayload(html: string, payload: PagePayload): string {
  const element = pagePayloadElement(payload);
  return html.replace(PAGE_PAYLOAD_PLACEHOLDER, () => element);
}

/** What the entry needs before the mount code (and zod) arrive. */
export interface PagePayloadPeek {
  /** The partner type, when the payload names a partner with an access token. */
  partnerType: string | null;
  /** The partner's root-redirect locale, if any. */
  rootRedirectLocale: Locale | null;
  /** The code of the partner's currency, when the payload names one (the server's default else). */
  currencyCode: string | null;
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * Peeks at an unvalidated payload (parsed JSON): the partner type, root-redirect locale and
 * currency code of a partner with an access token, else nulls. Junk gives nulls, never an error.
 */
export function peekPagePayload(json: unknown): PagePayloadPeek {
  const partner = record(record(json)?.partner);
  const token = partner?.access_token;
  if (!partner || typeof token !== "string" || token.trim() === "") {
    return { partnerType: null, rootRedirectLocale: null, currencyCode: null };
  }
  const type = record(partner.snachoo_settings)?.type;
  const rootRedirect = partner.root_redirect_locale;
  const currencyCode = record(partner.currency)?.code;
  return {
    partnerType: typeof type === "string" ? type : null,
    rootRedirectLocale: isLocale(rootRedirect) ? rootRedirect : null,
    currencyCode: typeof currencyCode === "string" && currencyCode !== "" ? currencyCode : null,
  };
}
