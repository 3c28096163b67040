import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { parseTrustProxyHops } from "./lib/client-address";
import { prepareDatabase } from "./seed/prepare";
import { defaultStorefrontDist } from "./storefront/serve-storefront";

const port = Number(process.env.PORT ?? 3000);
// The old switch trusted the leftmost X-Forwarded-For, which the client writes: say what replaced it.
if (process.env.TRUST_PROXY !== undefined && process.env.TRUST_PROXY_HOPS === undefined) {
  throw new Error(
    "TRUST_PROXY is gone: set TRUST_PROXY_HOPS to the number of proxies in front of the server",
  );
}
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
await prepareDatabase(database);
const app = createApp({
  db: database.db,
  storefrontDist: defaultStorefrontDist(),
  localPort: port,
  trustProxyHops: parseTrustProxyHops(process.env.TRUST_PROXY_HOPS),
  // Server rendering (decision 0025); STOREFRONT_SSR=0 leaves every page to the browser, e.g. to
  // tell a server-rendering fault from an app fault.
  serverRender: process.env.STOREFRONT_SSR !== "0",
  validateResponses: process.env.NODE_ENV === "development",
});

// Loopback only: the reference server is for this machine (partners deploy behind their own proxy).
const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => {
  console.log(`Storefront and API on http://localhost:${port} (try http://retail.localhost:${port})`);
});

const stop = () => {
  server.close();
  database.close().finally(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
