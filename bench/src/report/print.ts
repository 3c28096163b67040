import { type Check, isMet, SSR_CACHED_RATE } from "./budgets";
import type { BenchFigures } from "./figures";
import { formatTable, kB, ms } from "./table";

const mark = (met: boolean | undefined) => (met === undefined ? "–" : met ? "✓" : "✗");

function formatValue(check: Check) {
  const { value, unit } = check;
  if (value === undefined) return "not measured";
  if (unit === "") return Number.isInteger(value) ? String(value) : value.toFixed(value < 1 ? 3 : 1);
  return `${value.toFixed(unit === "×" ? 2 : 1)} ${unit}`;
}

function bundleSection(figures: BenchFigures): string[] {
  const rows = [["shopper downloads", "gzip", "brotli", "files"]];
  for (const home of figures.bundle.homes) {
    rows.push([`shell + ${home.vertical} home`, kB(home.gzip), kB(home.brotli), String(home.chunks.length)]);
  }
  for (const entry of figures.bundle.verticalEntries) {
    rows.push([
      `${entry.vertical}: own entry chunks`,
      kB(entry.gzip),
      kB(entry.brotli),
      String(entry.chunks.length),
    ]);
  }
  const retail = figures.bundle.homes.find((home) => home.vertical === "retail");
  const chunks = [["retail home, each chunk", "gzip", "brotli", "raw"]];
  for (const chunk of retail?.chunks ?? [])
    chunks.push([
      chunk.zod ? `${chunk.file} (zod)` : chunk.file,
      kB(chunk.gzip),
      kB(chunk.brotli),
      kB(chunk.raw),
    ]);
  const out = [formatTable(rows), "", formatTable(chunks)];
  if (figures.shopperJs) {
    const { files, encodedBytes, notInManifestSet } = figures.shopperJs;
    out.push(
      "",
      `A browser on the retail home fetched ${files} JS files, ${kB(encodedBytes)} on the wire` +
        (notInManifestSet.length
          ? `; NOT in the manifest set: ${notInManifestSet.join(", ")}`
          : "; all in the manifest set."),
    );
  }
  return out;
}

function lighthouseSection(figures: BenchFigures): string[] {
  const lighthouse = figures.lighthouse;
  if (!lighthouse) return [];
  const rows = [
    [
      `Lighthouse mobile (median of ${lighthouse.runs})`,
      "score",
      "FCP",
      "LCP",
      "TBT",
      "CLS",
      "TTI",
      "LCP ÷ base",
      "server HTML",
    ],
  ];
  for (const [name, page] of Object.entries(lighthouse.pages)) {
    rows.push([
      name,
      page.score.toFixed(0),
      ms(page.fcpMs),
      ms(page.lcpMs),
      ms(page.tbtMs),
      page.cls.toFixed(3),
      ms(page.ttiMs),
      page.lcpRatio === undefined ? "—" : `${page.lcpRatio.toFixed(2)} ×`,
      page.serverRendered === undefined ? "—" : page.serverRendered ? "yes" : "NO (empty root)",
    ]);
  }
  return [formatTable(rows)];
}

function ssrSection(figures: BenchFigures): string[] {
  const ssr = figures.ssr;
  if (!ssr) return [];
  const { uncached, cached } = ssr;
  const rows = [
    [`server rendering, retail product page (${ssr.path})`, "req/s", "p50", "p99", "max", "errors"],
    [
      `uncached render, ${uncached.samples} sequential misses`,
      "—",
      ms(uncached.p50Ms),
      ms(uncached.p99Ms),
      ms(uncached.maxMs),
      String(uncached.errors),
    ],
    [
      "cached HTML, full speed (10 connections)",
      cached.maxRps.toFixed(0),
      ms(cached.p50Ms),
      ms(cached.p99Ms),
      "",
      // autocannon's count covers the full-speed and the fixed-rate runs.
      String(cached.errors),
    ],
    [
      `cached HTML, at ${cached.atRate.rps.toFixed(0)}/s`,
      "",
      ms(cached.atRate.p50Ms),
      ms(cached.atRate.p99Ms),
      "",
      "",
    ],
  ];
  const rendered = ssr.notServerRendered
    ? `${ssr.notServerRendered} of ${ssr.checkedAnswers} answers checked did NOT show the product in the server HTML.`
    : `All ${ssr.checkedAnswers} answers checked show the product in the server HTML.`;
  const notes = [rendered];
  // autocannon paces at most the asked rate: below it, the server was saturated and its p99 is too.
  if (cached.atRate.rps < 0.95 * SSR_CACHED_RATE) {
    notes.push(
      `The server did not keep ${SSR_CACHED_RATE.toLocaleString("en")} req/s of cached HTML ` +
        `(${cached.atRate.rps.toFixed(0)}/s): its p99 there is at saturation.`,
    );
  }
  return [formatTable(rows), ...notes, ""];
}

function browserAndApiSection(figures: BenchFigures): string[] {
  const out: string[] = [];
  const rows = [["in the browser (CPU ×4)", "figure"]];
  if (figures.interactions) {
    for (const [name, figure] of Object.entries(figures.interactions)) {
      rows.push([`${name}: interaction latency`, ms(figure.latencyMs)]);
    }
  } else if (figures.addToCart) {
    rows.push(["add to cart: interaction latency", ms(figures.addToCart.latencyMs)]);
  }
  const bulk = figures.bulkList;
  if (bulk) {
    rows.push(["10,000-product list: DOM nodes (list / whole page)", `${bulk.listNodes} / ${bulk.domNodes}`]);
    rows.push(["10,000-product list: fps while scrolling", `${bulk.fps.toFixed(1)} fps`]);
    rows.push(["10,000-product list: long tasks (longest)", `${bulk.longTasks} (${ms(bulk.longestTaskMs)})`]);
  }
  if (rows.length > 1) out.push(formatTable(rows), "");
  if (figures.api) {
    const api = [["API on loopback", "req/s", "p50", "p99", "at rate", "p50", "p99", "errors"]];
    for (const [name, call] of Object.entries(figures.api)) {
      api.push([
        name,
        call.maxRps.toFixed(0),
        ms(call.p50Ms),
        ms(call.p99Ms),
        `${call.atRate.rps.toFixed(0)}/s`,
        ms(call.atRate.p50Ms),
        ms(call.atRate.p99Ms),
        String(call.errors),
      ]);
    }
    out.push(formatTable(api), "");
  }
  const capacity = figures.capacity;
  if (capacity) {
    const statuses = Object.entries(capacity.logins.statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(", ");
    out.push(
      `Catalogue (retail product list): ${capacity.catalogueAloneRps.toFixed(0)} req/s alone, ` +
        `${capacity.catalogueDuringLoginsRps.toFixed(0)} req/s (p99 ${ms(capacity.catalogueDuringLoginsP99Ms)}) while ` +
        `${capacity.logins.count} failed logins arrived at once (${statuses}; all answered in ${capacity.logins.seconds.toFixed(1)} s)`,
      "",
    );
  }
  out.push(...underOrdersSection(figures), ...catalogueSection(figures));
  if (figures.build) {
    out.push(
      `Whole-repo build: ${(figures.build.coldMs / 1000).toFixed(1)} s cold, ${(figures.build.cachedMs / 1000).toFixed(1)} s cached`,
      "",
    );
  }
  return out;
}

const share = (value: number | null) => (value === null ? "–" : `${(value * 100).toFixed(0)} %`);

/** Reads while orders flow: per database and rate, same-tenant and other-tenant throughput and misses. */
function underOrdersSection(figures: BenchFigures): string[] {
  const out: string[] = [];
  for (const run of figures.underOrders ?? []) {
    const rows = [
      [
        `${run.database}: ${run.readTenant} reads while orders flow`,
        "same req/s",
        "other req/s",
        "ratio",
        "misses same",
        "misses other",
      ],
    ];
    for (const rate of run.rates) {
      for (const [name, read] of Object.entries(rate.reads)) {
        rows.push([
          `${rate.rate} orders/s: ${name}`,
          read.sameRps.toFixed(0),
          read.otherRps.toFixed(0),
          `${read.ratio.toFixed(2)} ×`,
          share(read.sameMissShare),
          share(read.otherMissShare),
        ]);
      }
      const { same, other } = rate.orders;
      rows.push([
        `  orders placed (${run.readTenant} / ${run.otherTenant})`,
        `${same.placed} (${same.failed} failed)`,
        `${other.placed} (${other.failed} failed)`,
        "",
        "",
        "",
      ]);
    }
    out.push(formatTable(rows), "");
    const capacity = run.capacity;
    if (capacity) {
      out.push(
        `${run.database}: ${capacity.shoppers} customers of ${run.readTenant} ordering back to back: ` +
          `${capacity.ordersPerSecond.toFixed(1)} orders/s, p50 ${ms(capacity.p50Ms)}, p99 ${ms(capacity.p99Ms)}, ` +
          `${capacity.failed} failed${Object.keys(capacity.failures).length ? ` (${JSON.stringify(capacity.failures)})` : ""}` +
          (capacity.stockExact === undefined
            ? ""
            : `, stock ${capacity.stockExact ? "exact" : "NOT exact"} afterwards`),
        "",
      );
    }
  }
  return out;
}

/** The million-product catalogue's probes, cold and warm. */
function catalogueSection(figures: BenchFigures): string[] {
  const catalogue = figures.catalogue;
  if (!catalogue) return [];
  const rows = [
    [`${catalogue.products.toLocaleString("en")} products (PostgreSQL)`, "cold p99", "warm p99", "errors"],
  ];
  for (const [name, probe] of Object.entries(catalogue.probes)) {
    rows.push([name, ms(probe.coldP99Ms), ms(probe.warmP99Ms), String(probe.errors)]);
  }
  return [
    formatTable(rows),
    `Grown in ${catalogue.growSeconds.toFixed(0)} s. API memory: ${catalogue.rssMb.afterProbes.toFixed(0)} MB after the probes, ` +
      `${catalogue.rssMb.afterOrders.toFixed(0)} MB after 100 orders. After an edit: list ${ms(catalogue.afterEditMs.list)}, ` +
      `search ${ms(catalogue.afterEditMs.search)}.`,
    "",
  ];
}

export function budgetTable(checks: readonly Check[]): string {
  const rows = [["budget (PERFORMANCE.md)", "figure", "limit", ""]];
  for (const check of checks) {
    const limit = `${check.kind === "max" ? "≤" : "≥"} ${check.limit}${check.unit ? ` ${check.unit}` : ""}`;
    rows.push([check.label, formatValue(check), limit, mark(isMet(check))]);
  }
  return formatTable(rows);
}

/** The whole report, as `pnpm bench` prints it. */
export function formatReport(figures: BenchFigures, checks: readonly Check[]): string {
  const { machine } = figures;
  return [
    `Storefront bench · ${figures.measuredAt} · ${machine.cpus} × ${machine.cpuModel} · Node ${machine.node}` +
      (machine.chromium ? ` · ${machine.chromium}` : "") +
      (machine.database ? ` · API on ${machine.database}` : ""),
    "",
    ...bundleSection(figures),
    "",
    ...lighthouseSection(figures),
    "",
    ...ssrSection(figures),
    ...browserAndApiSection(figures),
    budgetTable(checks),
  ].join("\n");
}
