import { serve } from "@hono/node-server";
import { createWebApp } from "./app";
import { createBackend } from "./backend/backend";
import { httpBackend } from "./backend/http-backend";
import { defaultStorefrontDist } from "./page/serve-storefront";
import { readSettings } from "./settings";

const settings = readSettings(process.env);
const backend = httpBackend(settings.STOREFRONT_API_URL);
const app = createWebApp({
  distDir: settings.STOREFRONT_DIST ?? defaultStorefrontDist(),
  backend: createBackend(backend),
  proxy: settings.STOREFRONT_PROXY_API === "1" ? backend : null,
  serverRender: settings.STOREFRONT_SSR === "1",
  checkPayloads: settings.NODE_ENV === "development",
});

const server = serve({ fetch: app.fetch, port: settings.PORT, hostname: settings.HOST }, () => {
  console.log(
    `Storefront on http://localhost:${settings.PORT} (try http://retail.localhost:${settings.PORT}), ` +
      `backend ${settings.STOREFRONT_API_URL}`,
  );
});

const stop = () => server.close(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
