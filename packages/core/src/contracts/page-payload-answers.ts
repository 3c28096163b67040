import { z } from "zod/mini";
import { getHome } from "./api/pages.js";
import { businessOverridesSchema } from "./business-overrides.js";
import { pagePayloadSchema } from "./page-payload.js";
import { partnerSchema } from "./partner.js";

/**
 * The answers a page payload may carry in `prefetched`, by name, each the `data` of one endpoint:
 * `home` is `GET C/home` (`getHome`), on a catalogue home. A new name is one line here, read by the
 * loader that uses it with the same endpoint's schema.
 */
export const prefetchedAnswersSchema = z.strictObject({
  home: z.optional(getHome.response),
});

/** The answers a page payload may carry. */
export type PrefetchedAnswers = z.input<typeof prefetchedAnswersSchema>;

/**
 * The whole page payload, prefetched answers included: what the server checks before it sends a
 * page in development and tests (`checkPagePayload`, undeclared fields included). Kept apart from
 * `pagePayloadSchema`, which the server runs on every page, so that check stays a test-time cost.
 * The partner's `business_overrides` are held to the strict schema here.
 */
export const servedPagePayloadSchema = z.extend(pagePayloadSchema, {
  // The browser drops a malformed override; the server must never send one.
  partner: z.nullable(z.extend(partnerSchema, { business_overrides: z.optional(businessOverridesSchema) })),
  prefetched: z.optional(prefetchedAnswersSchema),
});
