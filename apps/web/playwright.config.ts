import { fileURLToPath } from "node:url";
import { chromiumProject, definePlaywrightConfig } from "@storefront/playwright-config";

// 4390: clear of the shell's suite (3100, 3101) and the consumer test's (3200), so they can run side by side.
const port = Number(process.env.E2E_PORT ?? 4390);
const backendPort = port + 1;

// The storefront server against a backend that is not the reference API (issue 40): the stub of the
// unit tests (src/test/stub-backend.ts) over HTTP, and the shell's real build rendering its pages
// (`turbo run e2e` builds the shell first: turbo.json's `@storefront/web#e2e`).
export default definePlaywrightConfig({
  port,
  projects: [chromiumProject],
  webServer: [
    {
      command: "pnpm run stub-backend",
      // The one call the stub answers without a partner token.
      url: `http://127.0.0.1:${backendPort}/snachoo/api/partner`,
      env: { PORT: String(backendPort) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
    },
    {
      command: "pnpm run serve",
      url: `http://127.0.0.1:${port}/healthz`,
      // NODE_ENV stays production, as deployed: the shell's server build picks React's development
      // build under "development". The stub holds each of its answers to the contract itself.
      env: {
        PORT: String(port),
        STOREFRONT_API_URL: `http://127.0.0.1:${backendPort}`,
        STOREFRONT_DIST: fileURLToPath(new URL("../shell/dist", import.meta.url)),
        // Its access log would bury the report; warnings and errors still show.
        LOG_LEVEL: "warn",
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
    },
  ],
});
