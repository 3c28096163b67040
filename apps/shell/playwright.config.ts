import { randomBytes } from "node:crypto";
import { chromiumProject, definePlaywrightConfig } from "@storefront/playwright-config";

const port = Number(process.env.E2E_PORT ?? 3100);
const apiPort = port + 1;
// The restaurant's staff key of this run (the order status spec moves orders on in the kitchen):
// made here once, the workers inherit it; the API stores its hash at start (SEED_STAFF_KEY).
process.env.E2E_STAFF_KEY ??= `sk_e2e_${randomBytes(24).toString("hex")}`;

// End-to-end tests drive the real servers, as `pnpm start` runs them: the reference API on a fresh
// embedded database, and the storefront server in front of it (pages rendered from the API's
// answers over HTTP, the API's paths proxied on the site's origin).
export default definePlaywrightConfig({
  port,
  projects: [chromiumProject],
  webServer: [
    {
      command: "pnpm --dir ../api run serve",
      url: `http://127.0.0.1:${apiPort}/readyz`,
      // Two trusted proxies: each test sends a client address of its own (e2e/fixtures.ts), and the
      // storefront server appends its peer's.
      env: {
        PORT: String(apiPort),
        DATA_DIR: "memory://",
        TRUST_PROXY_HOPS: "2",
        STOREFRONT_PORT: String(port),
        SEED_DEMO: "1",
        SEED_STAFF_KEY: `restaurant:${process.env.E2E_STAFF_KEY}`,
        // A line per request would bury the suite's own output: warnings and errors only.
        LOG_LEVEL: "warn",
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "pipe",
    },
    {
      command: "pnpm --dir ../web run serve",
      url: `http://127.0.0.1:${port}/healthz`,
      env: { PORT: String(port), STOREFRONT_API_URL: `http://127.0.0.1:${apiPort}`, LOG_LEVEL: "warn" },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
    },
  ],
});
