import type { PagePayload } from "@storefront/core/contracts/page-payload";
import { servedPagePayloadSchema } from "@storefront/core/contracts/page-payload-answers";
import { injectPagePayload } from "@storefront/core/contracts/page-payload-script";
import { z } from "zod/mini";

/**
 * The page payload of a development page, from the API's partner lookup (`GET P/partner` as the
 * page's host), checked with core's whole payload schema as the API server checks the pages it
 * serves: a partner that breaks the contract is reported and the page boots without one.
 * Loaded by the dev server (`ssrLoadModule`), so core compiles from source like the app does.
 */
export function payloadFromPartnerAnswer(
  answer: { status: number; body: unknown },
  warn: (message: string) => void,
): PagePayload {
  const data = (answer.body as { data?: unknown } | null)?.data ?? null;
  const checked = servedPagePayloadSchema.safeParse({
    partner: answer.status === 200 ? data : null,
    user: null,
  });
  if (checked.success) return checked.data;
  warn(`The partner lookup breaks the page payload contract:\n${z.prettifyError(checked.error)}`);
  return { partner: null, user: null };
}

/** The page with its payload, injected by core's serializer exactly as the API server does. */
export const pageWithPayload = injectPagePayload;
