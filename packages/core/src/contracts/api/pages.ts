import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint.js";
import { productSchema } from "../product.js";
import { categorySchema } from "./catalog.js";
import { langSchema } from "./common.js";

/** A partner page in the list (its name is the `/{pageName}` route). */
export const pageSummarySchema = z.object({ name: z.string(), title: z.string(), title_lang: langSchema });

/**
 * A partner page. `html` is partner-authored HTML: the storefront must sanitise it before
 * rendering. `html_lang` carries translations keyed by locale.
 */
export const pageSchema = z.object({
  name: z.string(),
  title: z.string(),
  title_lang: langSchema,
  html: z.string(),
  html_lang: langSchema,
});

/** The partner's extra pages. */
export const listPages = defineEndpoint({
  method: "GET",
  prefix: "cms",
  path: "/pages",
  auth: "partner",
  query: z.strictObject({}),
  response: z.array(pageSummarySchema),
});

/** One partner page by name (`about`, `terms`…); unknown name → 404 `page_not_found`. */
export const getPage = defineEndpoint({
  method: "GET",
  prefix: "cms",
  path: "/pages/:name",
  auth: "partner",
  params: z.strictObject({ name: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/)) }),
  query: z.strictObject({}),
  response: pageSchema,
});

/** A home banner. */
export const bannerSchema = z.object({
  _id: z.string(),
  title: z.string(),
  title_lang: langSchema,
  subtitle: z.nullable(z.string()),
  subtitle_lang: langSchema,
  image: z.string(),
  link: z.nullable(z.string()),
});

/**
 * A home rail: a titled row of products, drawn only as cards. Its products carry card fields only
 * (core's `cardProduct`: no descriptions, only the variant the card reads in full — issue 16).
 */
export const railSchema = z.object({
  _id: z.string(),
  title: z.string(),
  title_lang: langSchema,
  kind: z.enum(["featured", "newest", "category"]),
  category_id: z.nullable(z.string()),
  products: z.array(productSchema),
});

/** The home page content: banners, featured categories and product rails. */
export const getHome = defineEndpoint({
  method: "GET",
  prefix: "cms",
  path: "/home",
  auth: "partner",
  query: z.strictObject({}),
  response: z.object({
    banners: z.array(bannerSchema),
    categories: z.array(categorySchema),
    rails: z.array(railSchema),
  }),
});
