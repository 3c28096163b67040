import * as catalog from "@storefront/core/contracts/api/catalog";
import type { Hono } from "hono";
import { customerTokenOf, route, type Services } from "../http";
import { attributeRecords } from "../services/attributes";
import { productAnswer, productPageAnswer } from "../services/catalog-answers";
import { categoryRecords } from "../services/categories";
import { tokenPriceGroup } from "../services/price-groups";
import { offeringList } from "../services/product-list";
import { searchIndex } from "../services/search-index";
import { suggestions } from "../services/suggestions";
import { vendorRecord, vendorRecords } from "../services/vendors";

/** Registers the catalogue routes. */
export function registerCatalogRoutes(app: Hono, services: Services) {
  route(app, services, catalog.listCategories, async ({ db, tenant }) => ({
    data: await categoryRecords(db, tenant),
  }));

  route(app, services, catalog.listAttributes, async ({ db, tenant }) => ({
    data: await attributeRecords(db, tenant),
  }));

  // Products are priced for the customer's price group when a logged-in client's token names one.
  route(app, services, catalog.listProducts, async ({ c, db, tenant, query }) => ({
    answer: await productPageAnswer(
      services.catalogCache,
      db,
      tenant,
      query,
      await tokenPriceGroup(db, tenant, customerTokenOf(c)),
    ),
  }));

  route(app, services, catalog.getProduct, async ({ c, db, tenant, params, query }) => ({
    answer: await productAnswer(
      services.catalogCache,
      db,
      tenant,
      Number(params.id),
      query.variant_id ? Number(query.variant_id) : null,
      await tokenPriceGroup(db, tenant, customerTokenOf(c)),
    ),
  }));

  route(app, services, catalog.getSuggestions, async ({ c, db, tenant, query }) => ({
    data: await suggestions(
      db,
      tenant,
      query.key,
      await searchIndex(services.catalogCache, db, tenant),
      await tokenPriceGroup(db, tenant, customerTokenOf(c)),
    ),
  }));

  route(app, services, catalog.listVendors, async ({ db, tenant }) => ({
    data: await vendorRecords(db, tenant),
  }));

  route(app, services, catalog.getVendor, async ({ db, tenant, params }) => ({
    data: await vendorRecord(db, tenant, Number(params.id)),
  }));

  route(app, services, catalog.listOfferings, async ({ c, db, tenant }) => ({
    data: await offeringList(db, tenant, await tokenPriceGroup(db, tenant, customerTokenOf(c))),
  }));
}
