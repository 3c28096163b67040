import { chromiumProject, definePlaywrightConfig } from "@storefront/playwright-config";
import { serverPort, type Variant } from "./tests/scratch";

// The published packages, tested as a vertical team uses them: `pack` packs them; per variant —
// the libraries an app shares with kit at the lowest, then at the newest versions kit's peer
// ranges allow — `app-*` creates an app with the create command and installs, checks, tests and
// builds it (tests/scratch-app.setup.ts), and `storefront-*` uses it in Chromium, served by its own
// `vite preview` against the reference API; `release` publishes to a throwaway registry and
// creates an app from there. The API starts first, on a fresh database.
const VARIANTS: readonly Variant[] = ["lowest", "newest"];

export default definePlaywrightConfig({
  port: serverPort,
  testDir: "./tests",
  projects: [
    { name: "pack", testMatch: /pack\.setup\.ts/ },
    ...VARIANTS.flatMap((variant) => [
      {
        name: `app-${variant}`,
        testMatch: /scratch-app\.setup\.ts/,
        dependencies: ["pack"],
        use: { variant },
      },
      {
        name: `storefront-${variant}`,
        testMatch: /storefront\.spec\.ts/,
        dependencies: [`app-${variant}`],
        use: { ...chromiumProject.use, variant },
      },
    ]),
    { name: "release", testMatch: /release\.spec\.ts/, dependencies: ["pack"] },
  ],
  webServer: {
    command: "pnpm --dir ../../apps/api run serve",
    url: `http://127.0.0.1:${serverPort}/readyz`,
    env: { PORT: String(serverPort), DATA_DIR: "memory://", SEED_DEMO: "1", LOG_LEVEL: "warn" },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
  },
});
