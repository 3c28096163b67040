import * as pagesApi from "@storefront/core/contracts/api/pages";
import type { Hono } from "hono";
import { cachedReply, customerTokenOf, route, type Services } from "../http";
import { homeAnswer, pageAnswer, pagesAnswer } from "../services/catalog-answers";
import { tokenPriceGroup } from "../services/price-groups";

/** Registers the CMS routes: partner pages and the home page content. */
export function registerPagesRoutes(app: Hono, services: Services) {
  route(app, services, pagesApi.listPages, async ({ c, db, tenant }) =>
    cachedReply(c, await pagesAnswer(services.catalogCache, db, tenant)),
  );

  route(app, services, pagesApi.getPage, async ({ c, db, tenant, params }) =>
    cachedReply(c, await pageAnswer(services.catalogCache, db, tenant, params.name)),
  );

  // The rails' products at the prices of the customer's group, when the token names one.
  route(app, services, pagesApi.getHome, async ({ c, db, tenant }) =>
    cachedReply(
      c,
      await homeAnswer(
        services.catalogCache,
        db,
        tenant,
        await tokenPriceGroup(db, tenant, customerTokenOf(c)),
      ),
    ),
  );
}
