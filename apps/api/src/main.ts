import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { defaultStorefrontDist } from "./storefront/serve-storefront";

const port = Number(process.env.PORT ?? 3000);
const app = createApp({ storefrontDist: defaultStorefrontDist() });

// Loopback only: the reference server is for this machine (partners deploy behind their own proxy).
serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => {
  console.log(`Storefront and API on http://localhost:${port} (try http://retail.localhost:${port})`);
});
