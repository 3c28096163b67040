import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// One Lingui config for the monorepo, one catalog per package: kit, the shell and every vertical
// keep their own `src/locales/{locale}/messages.po`. A single config lets the Vite plugin compile
// any package's catalog wherever it is imported (the shell loads kit's and the vertical's).
const repoRoot = import.meta.dirname;
const packagesWithMessages = [
  "packages/kit",
  ...readdirSync(join(repoRoot, "apps"))
    .filter((app) => app !== "api" && existsSync(join(repoRoot, "apps", app, "src")))
    .map((app) => `apps/${app}`),
];

// The completeness check (tooling/i18n) extracts into a scratch copy of the catalogs so that it
// never rewrites the committed ones.
const scratchDir = process.env.LINGUI_SCRATCH_DIR;
function catalogPath(dir: string) {
  return scratchDir
    ? `${scratchDir}/${dir}/{locale}/messages`
    : `<rootDir>/${dir}/src/locales/{locale}/messages`;
}

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "ar"],
  fallbackLocales: { default: "en" },
  catalogs: packagesWithMessages.map((dir) => ({
    path: catalogPath(dir),
    include: [`<rootDir>/${dir}/src`],
    exclude: ["**/*.test.*", "**/node_modules/**"],
  })),
  format: formatter({ lineNumbers: false }),
});
