import { join } from "node:path";
import { chromiumProject, definePlaywrightConfig } from "@storefront/playwright-config";
import { appDir, serverPort } from "./tests/scratch";

// The published packages, tested as a vertical team uses them (see tests/scratch-app.setup.ts):
// the setup project packs, installs, type-checks and builds the scratch app; the browser project
// uses it, served by the real reference server (STOREFRONT_DIST) on a fresh database; the release
// project publishes to a throwaway registry. The server starts first and reads the build lazily.
export default definePlaywrightConfig({
  port: serverPort,
  testDir: "./tests",
  projects: [
    { name: "scratch-app", testMatch: /scratch-app\.setup\.ts/ },
    {
      name: "storefront",
      testMatch: /storefront\.spec\.ts/,
      dependencies: ["scratch-app"],
      use: chromiumProject.use,
    },
    { name: "release", testMatch: /release\.spec\.ts/, dependencies: ["scratch-app"] },
  ],
  // The reference API, and the storefront server in front of it serving the scratch app's build.
  webServer: [
    {
      command: "pnpm --dir ../../apps/api run serve",
      url: `http://127.0.0.1:${serverPort + 1}/healthz`,
      env: { PORT: String(serverPort + 1), DATA_DIR: "memory://", TRUST_PROXY_HOPS: "1" },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
    },
    {
      command: "pnpm --dir ../../apps/web run serve",
      url: `http://127.0.0.1:${serverPort}/healthz`,
      env: {
        PORT: String(serverPort),
        STOREFRONT_API_URL: `http://127.0.0.1:${serverPort + 1}`,
        STOREFRONT_DIST: join(appDir, "dist"),
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
    },
  ],
});
