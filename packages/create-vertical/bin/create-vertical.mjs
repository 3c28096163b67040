#!/usr/bin/env node
// `npm create @storefront/vertical <folder>` (or `pnpm create @storefront/vertical <folder>`):
// writes a storefront vertical app into a new folder and says how to start it.
import { relative } from "node:path";
import { createApp, releasedVersions } from "../src/index.mjs";

const USAGE = "usage: npm create @storefront/vertical <folder>";
const [dir, ...rest] = process.argv.slice(2);
if (!dir || dir.startsWith("-") || rest.length > 0) {
  console.error(USAGE);
  process.exit(dir === "--help" || dir === "-h" ? 0 : 1);
}

try {
  const app = createApp({ dir, versions: releasedVersions() });
  // The package manager that ran this command installs the app too.
  const manager = /^(pnpm|yarn|bun)\//.exec(process.env.npm_config_user_agent ?? "")?.[1] ?? "npm";
  const run = manager === "npm" ? "npm run" : manager;
  console.log(`Created ${app.name} in ${app.dir}. Next:

  cd ${relative(process.cwd(), app.dir) || "."}
  ${manager} install
  STOREFRONT_API_URL=http://localhost:3000 ${run} dev   # the storefront API to use

then open http://localhost:5173 (and /ar for Arabic). ${run} test runs its tests; README.md says more.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
