import { serve } from "@hono/node-server";
import { createWebApp } from "./app";
import { createBackend } from "./backend/backend";
import { httpBackend } from "./backend/http-backend";
import { type StoppableServer, stopGracefullyOnSignals } from "./ops/graceful-shutdown";
import { createLogger } from "./ops/logger";
import { forwardingRequestId } from "./ops/request-id";
import { defaultStorefrontDist } from "./page/serve-storefront";
import { readSettings } from "./settings";

const settings = readSettings(process.env);
const logger = createLogger(settings.LOG_LEVEL);
const http = httpBackend(settings.STOREFRONT_API_URL);
// Every backend call — the proxy's, the partner's, the loaders' — carries the request's id.
const backend = forwardingRequestId(http);
const app = createWebApp({
  distDir: settings.STOREFRONT_DIST ?? defaultStorefrontDist(),
  backend: createBackend(backend),
  proxy: settings.STOREFRONT_PROXY_API === "1" ? backend : null,
  serverRender: settings.STOREFRONT_SSR === "1",
  checkPayloads: settings.NODE_ENV === "development",
  localPort: settings.PORT,
  logger,
  readiness: {
    backendOrigin: new URL(settings.STOREFRONT_API_URL).origin,
    timeoutMs: settings.READY_TIMEOUT_MS,
  },
});

const server = serve({ fetch: app.fetch, port: settings.PORT, hostname: settings.HOST }, () => {
  logger.info(
    { host: settings.HOST, port: settings.PORT, backend: settings.STOREFRONT_API_URL },
    `Storefront on http://localhost:${settings.PORT} (try http://retail.localhost:${settings.PORT})`,
  );
});

stopGracefullyOnSignals({
  server: server as unknown as StoppableServer,
  timeoutMs: settings.SHUTDOWN_TIMEOUT_MS,
  logger,
  // Only once the last request is answered: until then the proxy still needs the backend.
  release: [() => http.close()],
});
