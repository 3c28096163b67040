import * as partnerApi from "@storefront/core/contracts/api/partner";
import { endpointPath } from "@storefront/core/contracts/endpoint";
import type { Hono } from "hono";
import { authenticatePartner, route, type Services } from "../http";
import { enforceContract } from "../lib/contract-check";
import { partnerWithPages } from "../services/partner";
import { sitemapEntries, sitemapFileCount } from "../services/sitemap";
import { unknownPartner } from "../tenancy";

/**
 * Registers the partner lookup and its sitemap. Unlike the other calls the lookup's bearer is
 * optional: without one it answers what the page payload carries for the host (an unknown host gets
 * a partner without token): the storefront server asks it for every host it serves.
 */
export function registerPartnerRoutes(app: Hono, services: Services) {
  app.get(endpointPath(partnerApi.getPartner), async (c) => {
    const host = c.req.header("host") ?? "";
    const tenant = c.req.header("authorization")
      ? await authenticatePartner(c, services)
      : await services.partners.forHost(host);
    const partner = tenant
      ? await partnerWithPages(services.catalogCache, services.db, tenant)
      : unknownPartner(host);
    // Registered by hand (its bearer is optional), so checked here as `route()` checks the others.
    if (services.validateResponses) {
      const what = `GET ${endpointPath(partnerApi.getPartner)}`;
      enforceContract(partnerApi.getPartner.response, partner, what, services.onContractViolation);
    }
    return c.json({ status: "success", data: partner });
  });

  route(app, services, partnerApi.getSitemap, async ({ db, tenant, query }) => {
    const files = await sitemapFileCount(db, tenant);
    const page = query.page;
    const entries = page !== undefined && page <= files ? await sitemapEntries(db, tenant, page) : null;
    return {
      data: {
        files,
        entries: entries && {
          products: entries.products.map((product) => ({ id: String(product.id), slug: product.slug })),
          pages: entries.pages,
          paths: entries.paths,
        },
      },
    };
  });
}
