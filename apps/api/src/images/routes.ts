import { MAX_RECORD_ID } from "@storefront/core/contracts/api/common";
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

type Label = { title: string; subtitle?: string; colour: string } | null;

/** How each image kind finds its label and colour, only among the rows of one tenant. */
function lookups(db: Db): Record<string, (id: number, tenantId: number) => Promise<Label>> {
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0];
  return {
    products: async (id, tenantId) => {
      const row = await one(
        db
          .select({ name: products.name, colour: products.color })
          .from(products)
          .where(and(eq(products.id, id), eq(products.tenantId, tenantId))),
      );
      return row ? { title: row.name, colour: row.colour } : null;
    },
    variants: async (id, tenantId) => {
      const row = await one(
        db
          .select({ name: products.name, variant: productVariants.name, colour: products.color })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(and(eq(productVariants.id, id), eq(productVariants.tenantId, tenantId))),
      );
      return row ? { title: row.name, subtitle: row.variant ?? undefined, colour: row.colour } : null;
    },
    categories: async (id, tenantId) => {
      const row = await one(
        db
          .select({ name: categories.name, colour: categories.color })
          .from(categories)
          .where(and(eq(categories.id, id), eq(categories.tenantId, tenantId))),
      );
      return row ? { title: row.name, colour: row.colour } : null;
    },
    banners: async (id, tenantId) => {
      const row = await one(
        db
          .select({ title: banners.title, subtitle: banners.subtitle, colour: banners.color })
          .from(banners)
          .where(and(eq(banners.id, id), eq(banners.tenantId, tenantId))),
      );
      return row ? { title: row.title, subtitle: row.subtitle ?? undefined, colour: row.colour } : null;
    },
    vendors: async (id, tenantId) => {
      const row = await one(
        db
          .select({ name: vendors.name, colour: vendors.color })
          .from(vendors)
          .where(and(eq(vendors.id, id), eq(vendors.tenantId, tenantId))),
      );
      return row ? { title: row.name, colour: row.colour } : null;
    },
    services: async (id, tenantId) => {
      const row = await one(
        db
          .select({ name: services.name, colour: services.color })
          .from(services)
          .where(and(eq(services.id, id), eq(services.tenantId, tenantId))),
      );
      return row ? { title: row.name, colour: row.colour } : null;
    },
    staff: async (id, tenantId) => {
      const row = await one(
        db
          .select({ name: staff.name, colour: staff.color })
          .from(staff)
          .where(and(eq(staff.id, id), eq(staff.tenantId, tenantId))),
      );
      return row ? { title: row.name, colour: row.colour } : null;
    },
    "menu-items": async (id, tenantId) => {
      const row = await one(
        db
          .select({ name: menuItems.name, colour: menuItems.color })
          .from(menuItems)
          .where(and(eq(menuItems.id, id), eq(menuItems.tenantId, tenantId))),
      );
      return row ? { title: row.name, colour: row.colour } : null;
    },
    offers: async (id, tenantId) => {
      const row = await one(
        db
          .select({ title: offers.title, colour: offers.color })
          .from(offers)
          .where(and(eq(offers.id, id), eq(offers.tenantId, tenantId))),
      );
      return row ? { title: row.title, colour: row.colour } : null;
    },
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
 * `/images/partners/<slug>/{logo,favicon,favicon-partner}.svg`, honouring `?tr=w-…,h-…,q-…`.
 */
export function mountImages(app: Hono, db: Db, partnerDirectory: PartnerDirectory) {
  const kinds = lookups(db);
  const answer = (svg: string) => new Response(svg, { headers: SVG_HEADERS });
  const badTransform = () =>
    Response.json(
      { status: "error", code: "invalid_transformation", msg: "tr must look like w-300,h-300,q-80" },
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
    // A host shows its own tenant's pictures only: another partner's products are "not found".
    const tenant = await partnerDirectory.forHost(c.req.header("host") ?? new URL(c.req.url).host);
    if (!tenant) return missing();
    const label = await lookup(Number(match[1]), tenant.id);
    if (!label) return missing();
    return answer(renderSvg({ ...label, colour: label.colour || colourOf(label.title), size }));
  });
}
