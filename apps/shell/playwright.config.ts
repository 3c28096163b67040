import { chromiumProject, definePlaywrightConfig } from "@storefront/playwright-config";

const port = Number(process.env.E2E_PORT ?? 3100);
// Server rendering (decision 0025) is switched on per server: its own tests run against a second
// server with STOREFRONT_SSR=1 until every page hydrates cleanly and it becomes the default.
const ssrPort = Number(process.env.E2E_SSR_PORT ?? port + 1000);

/** The reference server, which serves the built shell and the API on one origin, on a fresh embedded database. */
const referenceServer = (serverPort: number, env: Record<string, string> = {}) => ({
  command: "pnpm --dir ../api run serve",
  url: `http://127.0.0.1:${serverPort}/healthz`,
  env: { PORT: String(serverPort), DATA_DIR: "memory://", ...env },
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: "pipe" as const,
});

// End-to-end tests drive the real reference server, on a fresh embedded database in a temporary folder.
export default definePlaywrightConfig({
  port,
  projects: [
    { ...chromiumProject, testIgnore: /ssr\.spec\.ts/ },
    {
      ...chromiumProject,
      name: "chromium-ssr",
      testMatch: /ssr\.spec\.ts/,
      use: { ...chromiumProject.use, baseURL: `http://localhost:${ssrPort}` },
    },
  ],
  webServer: [
    referenceServer(port, { STOREFRONT_SSR: "0" }),
    referenceServer(ssrPort, { STOREFRONT_SSR: "1" }),
  ],
});
