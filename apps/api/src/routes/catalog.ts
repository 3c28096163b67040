import * as catalog from "@storefront/core/contracts/api/catalog";
import type { Hono } from "hono";
import { cachedReply, customerTokenOf, route, type Services } from "../http";
import {
  attributesAnswer,
  categoriesAnswer,
  productAnswer,
  productPageAnswer,
  relatedAnswer,
  suggestionsAnswer,
  vendorsAnswer,
} from "../services/catalog-answers";
import { tokenPriceGroup } from "../services/price-groups";
import { offeringList } from "../services/product-list";
import { vendorRecord } from "../services/vendors";

/** Registers the catalogue routes. */
export function registerCatalogRoutes(app: Hono, services: Services) {
  route(app, services, catalog.listCategories, async ({ c, db, tenant }) =>
    cachedReply(c, await categoriesAnswer(services.catalogCache, db, tenant)),
  );

  route(app, services, catalog.listAttributes, async ({ c, db, tenant }) =>
    cachedReply(c, await attributesAnswer(services.catalogCache, db, tenant)),
  );

  // Products are priced for the customer's price group when a logged-in client's token names one.
  route(app, services, catalog.listProducts, async ({ c, db, tenant, query }) =>
    cachedReply(
      c,
      await productPageAnswer(
        services.catalogCache,
        db,
        tenant,
        services.search,
        query,
        await tokenPriceGroup(db, tenant, customerTokenOf(c)),
      ),
    ),
  );

  route(app, services, catalog.getProduct, async ({ c, db, tenant, params, query }) =>
    cachedReply(
      c,
      await productAnswer(
        services.catalogCache,
        db,
        tenant,
        Number(params.id),
        query.variant_id ? Number(query.variant_id) : null,
        await tokenPriceGroup(db, tenant, customerTokenOf(c)),
      ),
    ),
  );

  route(app, services, catalog.listRelatedProducts, async ({ c, db, tenant, params }) =>
    cachedReply(
      c,
      await relatedAnswer(
        services.catalogCache,
        db,
        tenant,
        Number(params.id),
        await tokenPriceGroup(db, tenant, customerTokenOf(c)),
      ),
    ),
  );

  route(app, services, catalog.getSuggestions, async ({ c, db, tenant, query }) =>
    cachedReply(
      c,
      await suggestionsAnswer(
        services.catalogCache,
        db,
        tenant,
        services.search,
        query.key,
        await tokenPriceGroup(db, tenant, customerTokenOf(c)),
      ),
    ),
  );

  route(app, services, catalog.listVendors, async ({ c, db, tenant }) =>
    cachedReply(c, await vendorsAnswer(services.catalogCache, db, tenant)),
  );

  route(app, services, catalog.getVendor, async ({ db, tenant, params }) => ({
    data: await vendorRecord(db, tenant, Number(params.id)),
  }));

  route(app, services, catalog.listOfferings, async ({ c, db, tenant }) => ({
    data: await offeringList(db, tenant, await tokenPriceGroup(db, tenant, customerTokenOf(c))),
  }));
}
