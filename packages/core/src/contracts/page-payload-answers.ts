import { z } from "zod/mini";
import { getHome } from "./api/pages.js";
import { pagePayloadSchema } from "./page-payload.js";

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
 * page (in development and tests today; on every page once the browser stops validating, issue 16).
 * Kept apart from `pagePayloadSchema` so the browser's first load never builds the answers' schemas.
 */
export const servedPagePayloadSchema = z.extend(pagePayloadSchema, {
  prefetched: z.optional(prefetchedAnswersSchema),
});
