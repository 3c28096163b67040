import * as pagesApi from "@storefront/core/contracts/api/pages";
import type { Hono } from "hono";
import { route, type Services } from "../http";
import { homeAnswer } from "../services/catalog-answers";
import { pageDetail, pageList } from "../services/pages";

/** Registers the CMS routes: partner pages and the home page content. */
export function registerPagesRoutes(app: Hono, services: Services) {
  route(app, services, pagesApi.listPages, async ({ db, tenant }) => ({ data: await pageList(db, tenant) }));

  route(app, services, pagesApi.getPage, async ({ db, tenant, params }) => ({
    data: await pageDetail(db, tenant, params.name),
  }));

  route(app, services, pagesApi.getHome, async ({ db, tenant }) => ({
    answer: await homeAnswer(services.catalogCache, db, tenant),
  }));
}
