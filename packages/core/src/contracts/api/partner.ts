import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint.js";
import { partnerSchema } from "../partner.js";
import { queryInt } from "./common.js";

/**
 * Partner lookup (partner root prefix): the partner of the request host, as in the page payload.
 * The bearer is optional on this one call (the answer is public: it is in every page); when sent it
 * must be the host's token.
 */
export const getPartner = defineEndpoint({
  method: "GET",
  prefix: "partner",
  path: "/partner",
  auth: "partner",
  query: z.strictObject({}),
  response: partnerSchema,
});

/**
 * One sitemap file's entries: products (id and slug, in id order) and, on the first, the page names
 * and the fixed pages the partner has (unprefixed: `/`, `/contact`, `/menu`…, core `sitemapPaths`).
 */
export const sitemapEntriesSchema = z.object({
  products: z.array(z.object({ id: z.string(), slug: z.string() })),
  pages: z.array(z.string()),
  paths: z.array(z.string()),
});

/**
 * The partner's sitemap, as the storefront server writes `sitemap.xml` from it: how many files its
 * products fill (at least one: the home and the pages) and, with `page`, that file's entries (null
 * past the last file).
 */
export const getSitemap = defineEndpoint({
  method: "GET",
  prefix: "partner",
  path: "/sitemap",
  auth: "partner",
  query: z.strictObject({ page: queryInt(1, 100_000) }),
  response: z.object({ files: z.number(), entries: z.nullable(sitemapEntriesSchema) }),
});
