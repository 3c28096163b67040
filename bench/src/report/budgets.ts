import type { BenchFigures, SsrFigures } from "./figures";

/**
 * The budgets of PERFORMANCE.md, as checks over the figures. `deterministic` ones come from the
 * build alone and run in CI on every `pnpm test`; the others need a browser or a loaded server
 * and run in `pnpm bench --check`.
 */
export interface Check {
  id: string;
  label: string;
  value: number | undefined;
  limit: number;
  unit: string;
  /** `max`: the figure must not exceed the limit; `min`: it must reach it. */
  kind: "max" | "min";
  deterministic: boolean;
}

export const RETAIL_PAGES = ["retail home", "retail products", "retail product"] as const;

/**
 * The server-rendered pages issue 16 names, with its closing figures (the `ssr-page.*` checks):
 * Lighthouse mobile ≥ 95 and TBT ≤ 150 ms. The retail pages keep PERFORMANCE.md's stricter
 * ≥ 98 / ≤ 50 ms beside them (the longer-term budget).
 */
export const SSR_PAGES = [...RETAIL_PAGES, "marketplace home", "restaurant menu", "booking page"] as const;

/** PERFORMANCE.md: a page's LCP over the baseline's "≤ 1.0 × once pages are server-rendered" (the bench renders them so). */
export const LCP_RATIO_LIMIT = 1.0;

export function isMet(check: Check): boolean | undefined {
  if (check.value === undefined) return undefined;
  return check.kind === "max" ? check.value <= check.limit : check.value >= check.limit;
}

const KB = 1000;

/** The deterministic checks: bytes a shopper downloads, from the build manifest. */
export function bundleChecks(figures: Pick<BenchFigures, "bundle">): Check[] {
  const retail = figures.bundle.homes.find((home) => home.vertical === "retail");
  const checks: Check[] = [
    {
      id: "js.retail-home.gzip",
      label: "JS for shell + retail home (gzip)",
      value: retail && retail.gzip / KB,
      limit: 115,
      unit: "kB",
      kind: "max",
      deterministic: true,
    },
  ];
  // Issue 45: the first-load budget counts the bytes the server sends (brotli to every browser
  // that accepts it), every vertical's home; the storefront's own share (all but the framework
  // group) has its own goal. The gzip figure above stays a ratchet.
  for (const home of figures.bundle.homes) {
    checks.push(
      {
        id: `js.${home.vertical}-home.brotli`,
        label: `JS for shell + ${home.vertical} home (brotli, as sent)`,
        value: home.brotli / KB,
        limit: 150,
        unit: "kB",
        kind: "max",
        deterministic: true,
      },
      {
        id: `js.${home.vertical}-home.own.brotli`,
        label: `${home.vertical} home: the storefront's own first-load code, framework aside (brotli)`,
        value: home.own.brotli / KB,
        limit: 30,
        unit: "kB",
        kind: "max",
        deterministic: true,
      },
    );
  }
  // zod's runtime and schema construction stay off every home's first load (decision 0032): it
  // loads with the first API answer the browser validates.
  for (const home of figures.bundle.homes) {
    checks.push({
      id: `js.${home.vertical}-home.zod-files`,
      label: `${home.vertical} home: first-load files carrying zod`,
      value: home.chunks.filter((chunk) => chunk.zod).length,
      limit: 0,
      unit: "",
      kind: "max",
      deterministic: true,
    });
  }
  for (const entry of figures.bundle.verticalEntries) {
    checks.push({
      id: `js.vertical.${entry.vertical}.gzip`,
      label: `${entry.vertical}: the vertical's own entry chunks (gzip)`,
      value: entry.gzip / KB,
      limit: 30,
      unit: "kB",
      kind: "max",
      deterministic: true,
    });
  }
  return checks;
}

/** The fixed rate of the cached-HTML run (issue 16: "≥ 1,000 req/s with p99 ≤ 20 ms"). */
export const SSR_CACHED_RATE = 1000;

type AddCheck = (
  id: string,
  label: string,
  value: number | undefined,
  limit: number,
  unit: string,
  kind: Check["kind"],
) => void;

/**
 * Issue 16's server figures for the retail product page: uncached render p50 ≤ 20 ms; cached HTML
 * ≥ 1,000 req/s with p99 ≤ 20 ms at 1,000 req/s; no error; every checked answer server-rendered.
 */
function ssrChecks(ssr: SsrFigures | undefined, add: AddCheck) {
  const page = "retail product HTML";
  add("ssr.uncached.p50", `${page}, uncached render: p50`, ssr?.uncached.p50Ms, 20, "ms", "max");
  const rate = SSR_CACHED_RATE.toLocaleString("en");
  add("ssr.cached.rps", `${page}, cached: req/s`, ssr?.cached.maxRps, SSR_CACHED_RATE, "req/s", "min");
  add("ssr.cached.p99", `${page}, cached: p99 at ${rate} req/s`, ssr?.cached.atRate.p99Ms, 20, "ms", "max");
  add(
    "ssr.errors",
    `${page}: errors and non-2xx`,
    ssr && ssr.uncached.errors + ssr.cached.errors,
    0,
    "",
    "max",
  );
  add(
    "ssr.not-server-rendered",
    `${page}: answers without the product in the server HTML`,
    ssr?.notServerRendered,
    0,
    "",
    "max",
  );
}

/** Every check, deterministic or not; figures that were not measured have no value. */
export function allChecks(figures: BenchFigures): Check[] {
  const checks = bundleChecks(figures);
  const browser: AddCheck = (id, label, value, limit, unit, kind) =>
    checks.push({ id, label, value, limit, unit, kind, deterministic: false });
  // Keeps the CI byte figures honest: a browser must not fetch JS the manifest set leaves out.
  browser(
    "js.retail-home.outside-manifest-set",
    "retail home: JS files fetched outside the manifest set",
    figures.shopperJs?.notInManifestSet.length,
    0,
    "",
    "max",
  );
  const pages = figures.lighthouse?.pages ?? {};
  for (const name of RETAIL_PAGES) {
    const page = pages[name];
    browser(`lighthouse.${name}.score`, `${name}: Lighthouse mobile performance`, page?.score, 98, "", "min");
    browser(`lighthouse.${name}.tbt`, `${name}: TBT`, page?.tbtMs, 50, "ms", "max");
  }
  browser(
    "ssr-page.not-server-rendered",
    "issue 16's pages whose server HTML shows nothing in the root",
    figures.lighthouse && SSR_PAGES.filter((name) => pages[name]?.serverRendered === false).length,
    0,
    "",
    "max",
  );
  for (const name of SSR_PAGES) {
    const page = pages[name];
    browser(`ssr-page.${name}.score`, `${name}: Lighthouse mobile (issue 16)`, page?.score, 95, "", "min");
    browser(`ssr-page.${name}.tbt`, `${name}: TBT (issue 16)`, page?.tbtMs, 150, "ms", "max");
  }
  // Every measured page, and issue 16's pages even when missing (a page dropped from the set must show).
  const measured = new Set<string>([...SSR_PAGES, ...Object.keys(pages)]);
  measured.delete(figures.lighthouse?.baseline ?? "baseline");
  for (const name of measured) {
    const page = pages[name];
    browser(
      `lighthouse.${name}.lcp-ratio`,
      `${name}: LCP ÷ baseline LCP`,
      page?.lcpRatio,
      LCP_RATIO_LIMIT,
      "×",
      "max",
    );
    browser(`lighthouse.${name}.cls`, `${name}: CLS`, page?.cls, 0.02, "", "max");
  }
  browser(
    "add-to-cart.latency",
    "add to cart: interaction latency (CPU ×4)",
    figures.addToCart?.latencyMs,
    100,
    "ms",
    "max",
  );
  // Issue 45: every timed interaction ≤ 100 ms (add to cart keeps its own line above).
  for (const [name, figure] of Object.entries(figures.interactions ?? {})) {
    if (name === "add to cart") continue;
    browser(
      `interaction.${name.replaceAll(" ", "-")}.latency`,
      `${name}: interaction latency (CPU ×4)`,
      figure.latencyMs,
      100,
      "ms",
      "max",
    );
  }
  const bulk = figures.bulkList;
  // The budget bounds the list (a screenful of rows, never 10,000); the page around it is reported too.
  browser("bulk.list-nodes", "10,000-product list: DOM nodes of the list", bulk?.listNodes, 300, "", "max");
  browser("bulk.fps", "10,000-product list: frames per second while scrolling", bulk?.fps, 55, "fps", "min");
  browser("bulk.longest-task", "10,000-product list: longest task", bulk?.longestTaskMs, 50, "ms", "max");
  // Issue 17's capacity figures: ≥ 500 req/s, p99 ≤ 50 ms at 500 req/s.
  for (const name of [
    "home HTML (retail)",
    "home HTML (bulk)",
    "search, popular terms (bulk)",
    "search, every query new (bulk)",
  ]) {
    const call = figures.api?.[name];
    browser(`capacity.${name}.rps`, `${name}: req/s`, call?.maxRps, 500, "req/s", "min");
    browser(`capacity.${name}.p99`, `${name}: p99 at 500 req/s`, call?.atRate.p99Ms, 50, "ms", "max");
  }
  const storm = figures.capacity;
  browser(
    "capacity.catalogue-during-logins",
    "catalogue throughput during 200 failed logins ÷ alone",
    storm && storm.catalogueDuringLoginsRps / storm.catalogueAloneRps,
    0.5,
    "×",
    "min",
  );
  ssrChecks(figures.ssr, browser);
  underOrdersChecks(figures.underOrders, browser);
  catalogueChecks(figures.catalogue, browser);
  const list = figures.api?.["product list"];
  browser("api.product-list.p99", "API product list: p99 at 500 req/s", list?.atRate.p99Ms, 20, "ms", "max");
  browser(
    "build.cold",
    "whole-repo build, cold",
    figures.build && figures.build.coldMs / 1000,
    60,
    "s",
    "max",
  );
  browser(
    "build.cached",
    "whole-repo build, fully cached",
    figures.build && figures.build.cachedMs / 1000,
    2,
    "s",
    "max",
  );
  return checks;
}

/**
 * PERFORMANCE.md: reads while orders flow on the same tenant ÷ the same orders on another tenant,
 * ≥ 0.9 × on PostgreSQL and ≥ 0.8 × on PGlite at every rate; the order capacity of one tenant on
 * PostgreSQL (64 customers): ≥ 50 orders/s, p99 ≤ 300 ms, none failed.
 */
function underOrdersChecks(runs: BenchFigures["underOrders"], check: AddCheck) {
  for (const run of runs ?? []) {
    const db = run.database === "PostgreSQL" ? "postgres" : "pglite";
    const limit = run.database === "PostgreSQL" ? 0.9 : 0.8;
    for (const rate of run.rates) {
      for (const [name, read] of Object.entries(rate.reads)) {
        check(
          `under-orders.${db}.${rate.rate}.${name}`,
          `${run.database}, ${rate.rate} orders/s: ${name} (same tenant ÷ other)`,
          read.ratio,
          limit,
          "×",
          "min",
        );
      }
    }
    const capacity = run.capacity;
    if (!capacity) continue;
    check(
      `orders.${db}.rate`,
      `${run.database}: orders/s of one tenant, 64 customers`,
      capacity.ordersPerSecond,
      50,
      "/s",
      "min",
    );
    check(`orders.${db}.p99`, `${run.database}: order p99 at full speed`, capacity.p99Ms, 300, "ms", "max");
    check(`orders.${db}.failed`, `${run.database}: failed orders`, capacity.failed, 0, "", "max");
  }
}

/** PERFORMANCE.md, a tenant with a million products: warm p99 ≤ 30 ms, cold ≤ 200 ms, RSS ≤ 500 MB. */
function catalogueChecks(catalogue: BenchFigures["catalogue"], check: AddCheck) {
  if (!catalogue) return;
  const size = `${(catalogue.products / 1e6).toFixed(1)}M products`;
  for (const [name, figures] of Object.entries(catalogue.probes)) {
    check(`catalogue.${name}.warm`, `${size}: ${name}, warm p99`, figures.warmP99Ms, 30, "ms", "max");
    check(`catalogue.${name}.cold`, `${size}: ${name}, cold p99`, figures.coldP99Ms, 200, "ms", "max");
  }
  check(
    "catalogue.rss",
    `${size}: API memory after 100 orders`,
    catalogue.rssMb.afterOrders,
    500,
    "MB",
    "max",
  );
  check(
    "catalogue.after-edit",
    `${size}: first search after an edit`,
    catalogue.afterEditMs.search,
    200,
    "ms",
    "max",
  );
}
