import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { parseTrustProxyHops } from "./lib/client-address";
import { prepareDatabase } from "./seed/prepare";

// The storefront server (@storefront/web) takes 3000 and calls this one behind it.
const port = Number(process.env.PORT ?? 3001);
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
  // Links mailed to customers name the storefront's port (*.localhost partners).
  localPort: Number(process.env.STOREFRONT_PORT ?? 3000),
  trustProxyHops: parseTrustProxyHops(process.env.TRUST_PROXY_HOPS),
  validateResponses: process.env.NODE_ENV === "development",
});

// Loopback only: the reference server is for this machine (partners deploy behind their own proxy).
const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => {
  console.log(`API on http://127.0.0.1:${port} (the storefront server calls it; try /snachoo/api/partner)`);
});

const stop = () => {
  server.close();
  database.close().finally(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
