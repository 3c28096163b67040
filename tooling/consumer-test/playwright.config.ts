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
  webServer: {
    command: "pnpm --dir ../../apps/api run serve",
    url: `http://127.0.0.1:${serverPort}/healthz`,
    env: { PORT: String(serverPort), DATA_DIR: "memory://", STOREFRONT_DIST: join(appDir, "dist") },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
  },
});
