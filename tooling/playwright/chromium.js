// Debian's Chromium and the flags every browser run here uses (Playwright tests, `pnpm bench`).
// We never download a browser: there is no network but the npm registry. The flags keep Chromium
// off the closed network (background traffic would also skew measurements).

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];
