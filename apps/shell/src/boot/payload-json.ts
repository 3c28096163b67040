import { isLocale, type Locale } from "@storefront/core/locale";
import { PAYLOAD_ELEMENT_ID } from "./read-payload-id";

/**
 * The boot payload as JSON, without validation (null when missing or not JSON, which is logged).
 * The entry only peeks at it (`peekBoot`) to start the right downloads; the mount code validates it
 * with the shared zod contract — so zod is not in the entry chunk.
 */
export function readPayloadJson(doc: Document): unknown {
  const text = doc.getElementById(PAYLOAD_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch (error) {
    console.error("The page payload is not JSON", error);
    return null;
  }
}

/** What the entry needs before the mount code arrives. */
export interface BootPeek {
  /** The partner type, when the payload names a partner with an access token. */
  partnerType: string | null;
  /** The partner's root-redirect locale, if any. */
  rootRedirectLocale: Locale | null;
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Peeks at the payload: partner type and root-redirect locale of a partner with an access token. */
export function peekBoot(payload: unknown): BootPeek {
  const partner = record(record(payload)?.partner);
  const token = partner?.access_token;
  if (!partner || typeof token !== "string" || token.trim() === "") {
    return { partnerType: null, rootRedirectLocale: null };
  }
  const type = record(partner.snachoo_settings)?.type;
  const rootRedirect = partner.root_redirect_locale;
  return {
    partnerType: typeof type === "string" ? type : null,
    rootRedirectLocale: isLocale(rootRedirect) ? rootRedirect : null,
  };
}
