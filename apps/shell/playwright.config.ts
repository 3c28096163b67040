import { chromiumProject, definePlaywrightConfig } from "@storefront/playwright-config";

const port = Number(process.env.E2E_PORT ?? 3100);

// End-to-end tests drive the real reference server, which renders pages on the server and serves
// the built shell and the API on one origin, on a fresh embedded database in a temporary folder.
export default definePlaywrightConfig({
  port,
  projects: [chromiumProject],
  webServer: {
    command: "pnpm --dir ../api run serve",
    url: `http://127.0.0.1:${port}/healthz`,
    // One trusted proxy: each test sends a client address of its own (e2e/fixtures.ts).
    env: { PORT: String(port), DATA_DIR: "memory://", TRUST_PROXY_HOPS: "1" },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
  },
});
