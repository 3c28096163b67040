import { readBusinessOverrides } from "@storefront/core/contracts/business-overrides";
import { type PagePayload, pagePayloadSchema } from "@storefront/core/contracts/page-payload";
import { serializePagePayload } from "@storefront/core/contracts/page-payload-script";
import type { Partner } from "@storefront/core/contracts/partner";
import { z } from "zod/mini";
import { payloadDigest } from "./page-cache";

/** A page payload as it is written into a page: valid, its partner parsed (or none). */
export type ServedPayload = PagePayload & { partner: Partner | null };

/** Where `servedPagePayload` says what it dropped (the server's console by default). */
export interface PayloadLog {
  error(message: string): void;
  warn(message: string): void;
}

/**
 * The page payload as the page carries it. The browser boots from it without validating it (no
 * zod in its first load, issue 16), so it is validated here, on every page, with the schema the
 * browser used to run (`pagePayloadSchema`), and written as that schema reads it: the partner's
 * currency defaulted, a malformed `display_type` read as "full", undeclared fields left out, and
 * the business overrides read leniently (a malformed field dropped and logged, never the partner).
 * A payload that fails the schema is never written: the page boots without a partner, as the
 * browser booted from one (/partner-not-found), and the server logs why. `prefetched` is passed on
 * as built: each answer is validated by the browser loader that uses it.
 */
export function servedPagePayload(payload: PagePayload, log: PayloadLog = console): ServedPayload {
  const parsed = pagePayloadSchema.safeParse(payload);
  if (!parsed.success) {
    log.error(
      `The page payload breaks its contract; the page is served without a partner:\n${z.prettifyError(parsed.error)}`,
    );
    return { partner: null, user: null };
  }
  const { problems } = readBusinessOverrides(payload.partner?.business_overrides);
  if (problems.length > 0)
    log.warn(`The partner's business overrides are partly ignored: ${problems.join("; ")}`);
  const { partner, user } = parsed.data;
  return {
    partner,
    user: user ?? null,
    ...(payload.prefetched !== undefined && { prefetched: payload.prefetched }),
  };
}

/** A payload as served, with the digest of its JSON (the page cache's key: `payloadDigest`). */
export interface ServedPayloadWithDigest {
  payload: ServedPayload;
  digest: string;
}

/**
 * `servedPagePayload` and its digest, worked out once per built payload object: the server builds
 * a tenant's payload once while its partner is unchanged (`tenantPagePayload`), and validating and
 * digesting it cost ~0.1 ms, a tenth of a cached page's answer. `check` (development and tests)
 * runs once per payload too. Payloads are held weakly: a replaced one is forgotten.
 */
export function servedPayloadMemo(
  check?: (payload: PagePayload) => void,
): (built: PagePayload) => ServedPayloadWithDigest {
  const served = new WeakMap<PagePayload, ServedPayloadWithDigest>();
  return (built) => {
    let kept = served.get(built);
    if (!kept) {
      check?.(built);
      // Frozen: every request of the tenant shares it, so a render that wrote into it would leak
      // into the next page. It fails loudly instead.
      const payload = deepFreeze(servedPagePayload(built));
      kept = { payload, digest: payloadDigest(serializePagePayload(payload)) };
      served.set(built, kept);
    }
    return kept;
  };
}

/** `value` with every object and array in it frozen. */
function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
