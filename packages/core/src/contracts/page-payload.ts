import { z } from "zod/mini";
import type { PrefetchedAnswers } from "./page-payload-answers.js";
import { partnerSchema } from "./partner.js";
import { storedUserSchema } from "./user.js";

/**
 * The page payload (spec §7: "partner and user data arrive in the page payload"): what the server
 * writes into every storefront page as JSON (`page-payload-script.ts`) and the shell boots from —
 * the partner of the host (`access_token: null` for an unknown host), the logged-in user if the
 * server knows one, and `prefetched`: API answers the first render needs, by name, each the `data`
 * of its endpoint (`prefetchedAnswersSchema`).
 *
 * The server runs this schema on every page's payload before it writes it (decision 0032); the
 * browser trusts the result and checks only its shape. `prefetched` is opaque here: each answer is
 * validated with its endpoint's schema by the loader that uses it, and a malformed one never
 * invalidates the partner. In development and tests the server also checks the whole payload,
 * answers and undeclared fields included, with `servedPagePayloadSchema`.
 */
export const pagePayloadSchema = z.object({
  partner: z.nullable(partnerSchema),
  user: z.optional(z.nullable(storedUserSchema)),
  prefetched: z.optional(z.unknown()),
});

/** A page payload as the server builds it (`currency` may be left to its default). */
export type PagePayload = Omit<z.input<typeof pagePayloadSchema>, "prefetched"> & {
  prefetched?: PrefetchedAnswers;
};

/** A page payload as the server writes it and the browser reads it: `prefetched` still unvalidated. */
export type ParsedPagePayload = z.output<typeof pagePayloadSchema>;
