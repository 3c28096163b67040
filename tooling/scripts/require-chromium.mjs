// `pnpm test` ends with Playwright in Chromium. Fail early, with the fix, when Chromium is missing
// (Playwright's own browser download cannot work on these machines).
import { accessSync, constants } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
try {
  accessSync(chromium, constants.X_OK);
} catch {
  console.error(
    [
      `Chromium was not found at ${chromium}; the end-to-end tests need it.`,
      "Install Debian's Chromium:   sudo apt-get update && sudo apt-get install -y chromium",
      "or point CHROMIUM_PATH at an existing Chromium or Chrome binary.",
    ].join("\n"),
  );
  process.exit(1);
}
