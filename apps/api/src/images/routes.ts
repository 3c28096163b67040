import { MAX_RECORD_ID } from "@storefront/core/contracts/api/common";
import { isLocale, localizedText } from "@storefront/core/locale";
import { and, eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { Db } from "../db/client";
import {
  banners,
  categories,
  menuItems,
  offers,
  products,
  productVariants,
  services,
  staff,
  vendors,
} from "../db/schema";
import type { PartnerDirectory } from "../tenancy";
import { colourOf, parseTransformation, renderSvg } from "./svg";

/** What a generated picture says: its title (and subtitle) with their translations, and its colour. */
type Label = {
  title: string;
  titleLang?: unknown;
  subtitle?: string | null;
  subtitleLang?: unknown;
  colour: string;
} | null;

/** The record kinds with a plain name column; each picture writes the record's name. */
const NAMED_KINDS = {
  products,
  categories,
  vendors,
  services,
  staff,
  "menu-items": menuItems,
} as const;

/** How each image kind finds its label and colour, only among the rows of one tenant. */
function lookups(db: Db): Record<string, (id: number, tenantId: number) => Promise<Label>> {
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0] ?? null;
  const named = Object.fromEntries(
    Object.entries(NAMED_KINDS).map(([kind, table]) => [
      kind,
      (id: number, tenantId: number) =>
        one(
          db
            .select({ title: table.name, titleLang: table.nameLang, colour: table.color })
            .from(table)
            .where(and(eq(table.id, id), eq(table.tenantId, tenantId))),
        ),
    ]),
  );
  return {
    ...named,
    variants: (id, tenantId) =>
      one(
        db
          .select({
            title: products.name,
            titleLang: products.nameLang,
            subtitle: productVariants.name,
            subtitleLang: productVariants.nameLang,
            colour: products.color,
          })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(and(eq(productVariants.id, id), eq(productVariants.tenantId, tenantId))),
      ),
    banners: (id, tenantId) =>
      one(
        db
          .select({
            title: banners.title,
            titleLang: banners.titleLang,
            subtitle: banners.subtitle,
            subtitleLang: banners.subtitleLang,
            colour: banners.color,
          })
          .from(banners)
          .where(and(eq(banners.id, id), eq(banners.tenantId, tenantId))),
      ),
    offers: (id, tenantId) =>
      one(
        db
          .select({ title: offers.title, titleLang: offers.titleLang, colour: offers.color })
          .from(offers)
          .where(and(eq(offers.id, id), eq(offers.tenantId, tenantId))),
      ),
  };
}

const SVG_HEADERS = {
  "Content-Type": "image/svg+xml; charset=utf-8",
  "Cache-Control": "public, max-age=86400",
  // An SVG opened directly must not run anything.
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/**
 * Serves generated pictures at `/images/<kind>/<id>.svg` and partner logos and favicons at
 * `/images/partners/<slug>/{logo,favicon,favicon-partner}.svg`, honouring `?tr=w-…,h-…,q-…`; a
 * record's picture writes its name in the language `?lang=` names (English by default).
 */
export function mountImages(app: Hono, db: Db, partnerDirectory: PartnerDirectory) {
  const kinds = lookups(db);
  const answer = (svg: string) => new Response(svg, { headers: SVG_HEADERS });
  const badTransform = () =>
    Response.json(
      { status: "error", code: "invalid_transformation", msg: "tr must look like w-300,h-300,q-80" },
      { status: 400 },
    );
  const badLocale = () =>
    Response.json(
      { status: "error", code: "invalid_locale", msg: "lang must be one of the storefront's locales" },
      { status: 400 },
    );
  const missing = () =>
    Response.json({ status: "error", code: "image_not_found", msg: "No such image" }, { status: 404 });

  app.get("/images/partners/:slug/:file", async (c) => {
    const size = parseTransformation(c.req.query("tr"), 256);
    if (!size) return badTransform();
    const file = c.req.param("file");
    if (!["logo.svg", "favicon.svg", "favicon-partner.svg"].includes(file)) return missing();
    // A host shows its own partner's pictures only.
    const partner = await partnerDirectory.forHost(c.req.header("host") ?? new URL(c.req.url).host);
    if (!partner || partner.slug !== c.req.param("slug")) return missing();
    const colour = file === "favicon-partner.svg" ? "#111827" : partner.color;
    const title = file === "logo.svg" ? partner.name : ([...partner.name][0] ?? "S");
    const subtitle = file === "favicon-partner.svg" ? "P" : undefined;
    return answer(renderSvg({ title, subtitle, colour, size }));
  });

  app.get("/images/:kind/:file", async (c) => {
    const lookup = Object.hasOwn(kinds, c.req.param("kind")) ? kinds[c.req.param("kind")] : undefined;
    const match = /^([1-9]\d{0,9})\.svg$/.exec(c.req.param("file"));
    if (!lookup || !match || Number(match[1]) > MAX_RECORD_ID) return missing();
    const size = parseTransformation(c.req.query("tr"));
    if (!size) return badTransform();
    // `lang` (core's `imageUrl`): the picture writes the record's name in the reader's language.
    const lang = c.req.query("lang") ?? "en";
    if (!isLocale(lang)) return badLocale();
    // A host shows its own tenant's pictures only: another partner's products are "not found".
    const tenant = await partnerDirectory.forHost(c.req.header("host") ?? new URL(c.req.url).host);
    if (!tenant) return missing();
    const label = await lookup(Number(match[1]), tenant.id);
    if (!label) return missing();
    const title = localizedText(label.title, label.titleLang, lang);
    const subtitle = label.subtitle ? localizedText(label.subtitle, label.subtitleLang, lang) : undefined;
    return answer(renderSvg({ title, subtitle, colour: label.colour || colourOf(label.title), size, lang }));
  });
}
