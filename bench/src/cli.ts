import { execFileSync, spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { killAll } from "chrome-launcher";
import { measureCapacity } from "./api-load/capacity";
import { loadTest } from "./api-load/load-test";
import { measureOrders } from "./api-load/orders-step";
import { buildBaseline, serveStatic } from "./baseline/baseline-server";
import { measureBulkList } from "./browser/bulk-list";
import { measureInteractions } from "./browser/interactions";
import { measureShopperJs } from "./browser/shopper-js";
import { bundleFigures, homeKeys } from "./bundle/first-load";
import { type HomeDefinition, readHomes } from "./bundle/homes";
import { chunkScripts, type ManifestChunk, readManifest } from "./bundle/manifest";
import { measureCatalogue } from "./catalogue/catalogue-step";
import { lighthousePages } from "./lighthouse/pages";
import { measurePages } from "./lighthouse/run-lighthouse";
import { isPortFree } from "./ports";
import { allChecks, isMet } from "./report/budgets";
import type { BenchFigures, PageFigures } from "./report/figures";
import { formatReport } from "./report/print";
import { getJson, REPO_ROOT, type RunningServer, startServer } from "./server";
import { measureSsr } from "./ssr/measure-ssr";
import { pagesRendered } from "./ssr/pages-rendered";

const STEPS = [
  "build",
  "bundle",
  "lighthouse",
  "interaction",
  "list",
  "api",
  "ssr",
  "capacity",
  "orders",
] as const;
type Step = (typeof STEPS)[number];

const USAGE = `pnpm bench [--check] [--runs N] [--only ${STEPS.join(",")}] [--port N] [--postgres URL]
  --check     exit 1 when a measured figure is over its budget (PERFORMANCE.md)
  --runs      Lighthouse and interaction runs per page (median; default 3)
  --only      run some steps (without "build", the existing apps/shell/dist is measured)
  --postgres  a PostgreSQL server the "orders" step may create databases on (or BENCH_POSTGRES_URL);
              without one, that step measures PGlite only
  --catalogue N  only: grow the bulk partner to N products on PostgreSQL (--postgres) and probe the
              catalogue's answers there (PERFORMANCE.md's million-product budgets)`;

const { values } = parseArgs({
  options: {
    check: { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    only: { type: "string" },
    port: { type: "string", default: "3200" },
    postgres: { type: "string", default: process.env.BENCH_POSTGRES_URL },
    catalogue: { type: "string" },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const runs = Number(values.runs);
const port = Number(values.port);
const catalogueSize = values.catalogue === undefined ? undefined : Number(values.catalogue);
if (catalogueSize !== undefined && !(Number.isInteger(catalogueSize) && catalogueSize > 0)) {
  throw new Error(`--catalogue takes a number of products, not "${values.catalogue}".\n${USAGE}`);
}
// --catalogue alone runs that step alone.
const defaultSteps: readonly Step[] = catalogueSize === undefined ? STEPS : [];
const steps = new Set<Step>(values.only ? (values.only.split(",") as Step[]) : defaultSteps);
for (const step of steps) if (!STEPS.includes(step)) throw new Error(`Unknown step "${step}".\n${USAGE}`);

const SHELL_DIST = join(REPO_ROOT, "apps/shell/dist");
const log = (message: string) => console.error(`[bench] ${message}`);

function timedBuild(args: string[]): number {
  const started = performance.now();
  const result = spawnSync("pnpm", ["exec", "turbo", "run", "build", ...args], {
    cwd: REPO_ROOT,
    stdio: "ignore",
  });
  if (result.status !== 0)
    throw new Error(`turbo run build ${args.join(" ")} failed (exit ${result.status})`);
  return performance.now() - started;
}

function chromiumVersion(): string | undefined {
  try {
    return execFileSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", ["--version"], {
      encoding: "utf8",
    }).trim();
  } catch {
    return undefined;
  }
}

/** The partner's token, then a product of the retail partner to open and to load-test. */
async function retailProduct(server: RunningServer) {
  const host = { host: `retail.localhost:${server.port}` };
  const partner = (await getJson(server.port, "/snachoo/api/partner", host)) as {
    data: { access_token: string };
  };
  const headers = { ...host, authorization: `Bearer ${partner.data.access_token}` };
  const list = (await getJson(server.port, "/ecommerce/api/snachoo/products?per_page=1", headers)) as {
    data: { items: Array<{ _id: string; slug: string; name: string }> };
  };
  const product = list.data.items[0];
  if (!product) throw new Error("The retail demo partner has no products");
  return { headers, product };
}

/** Each home's demo partner must really be of its partner type: a wrong host would measure another vertical. */
async function checkHomePartners(server: RunningServer, homes: readonly HomeDefinition[]) {
  for (const home of homes) {
    const host = { host: `${home.partner}.localhost:${server.port}` };
    const partner = (await getJson(server.port, "/snachoo/api/partner", host)) as {
      data: { snachoo_settings?: { type?: string } };
    };
    const type = partner.data.snachoo_settings?.type;
    if (!type || !home.partnerTypes.includes(type)) {
      throw new Error(`${host.host} serves a partner of type ${type}, not one of ${home.vertical}'s.`);
    }
  }
}

async function measureBrowserPages(
  figures: BenchFigures,
  server: RunningServer,
  productPath: string,
  homes: readonly HomeDefinition[],
) {
  log("building the baseline page (Vite + React + TanStack Router, one lazy route)");
  const baselinePort = port + 1;
  if (!(await isPortFree(baselinePort)))
    throw new Error(`Port ${baselinePort} (the baseline page) is in use.`);
  const baseline = await serveStatic(await buildBaseline(), baselinePort);
  try {
    const pages = lighthousePages({ baselineUrl: baseline.url, origin: server.origin, productPath, homes });
    const storefrontPages = pages.filter((page) => page.name !== "baseline");
    const rendered = await pagesRendered(storefrontPages);
    log(`Lighthouse: ${pages.length} pages × ${runs} runs`);
    const measured = await measurePages(pages, { runs });
    const baseLcp = measured.baseline?.lcpMs;
    const result: Record<string, PageFigures> = {};
    for (const page of pages) {
      const figuresOfPage = measured[page.name];
      if (!figuresOfPage) continue;
      result[page.name] = {
        url: page.url,
        ...figuresOfPage,
        ...(page.name !== "baseline" && baseLcp ? { lcpRatio: figuresOfPage.lcpMs / baseLcp } : {}),
        ...(page.name in rendered ? { serverRendered: rendered[page.name] } : {}),
      };
    }
    figures.lighthouse = { runs, baseline: "baseline", pages: result };
  } finally {
    await baseline.close();
  }
}

async function measureShopperSet(
  figures: BenchFigures,
  server: RunningServer,
  homes: readonly HomeDefinition[],
) {
  const manifest = await readManifest(SHELL_DIST);
  const retail = homes.find((home) => home.vertical === "retail");
  if (!retail) return;
  const expected = new Set(
    homeKeys(manifest, retail).flatMap((key) =>
      chunkScripts(manifest[key] as ManifestChunk).map((file) => `/${file}`),
    ),
  );
  const url = `${server.origin("retail")}/`;
  const fetched = await measureShopperJs(url);
  figures.shopperJs = {
    url,
    files: fetched.files.length,
    encodedBytes: fetched.totalEncodedBytes,
    notInManifestSet: fetched.files
      .map((file) => new URL(file.url).pathname)
      .filter((path) => !expected.has(path)),
  };
}

// Ctrl-C or a kill still runs the exit hooks that stop the server and the Chromiums.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));
process.once("exit", () => {
  void killAll();
});

async function main() {
  const started = performance.now();
  const figures: Partial<BenchFigures> = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? "unknown",
      node: process.version,
      chromium: chromiumVersion(),
      // The server inherits the environment (server.ts): DATABASE_URL points it at PostgreSQL.
      database: process.env.DATABASE_URL ? "PostgreSQL" : "PGlite",
    },
  };
  if (steps.has("build")) {
    log("building everything, cold (turbo --force), then again fully cached");
    const coldMs = timedBuild(["--force"]);
    figures.build = { coldMs, cachedMs: timedBuild([]) };
  }
  const homes = await readHomes(SHELL_DIST);
  figures.bundle = await bundleFigures(SHELL_DIST, homes);
  const complete = figures as BenchFigures;

  // The bundle step needs it too: a real browser checks the manifest figures against what it fetched.
  const needsServer = ["bundle", "lighthouse", "interaction", "list", "api", "ssr", "capacity"].some((step) =>
    steps.has(step as Step),
  );
  if (needsServer) {
    log("starting the reference server on a fresh in-memory database");
    const server = await startServer(port);
    try {
      await checkHomePartners(server, homes);
      const { headers, product } = await retailProduct(server);
      const productPath = `/products/${product._id}/${product.slug}`;
      if (steps.has("bundle")) await measureShopperSet(complete, server, homes);
      if (steps.has("lighthouse")) await measureBrowserPages(complete, server, productPath, homes);
      if (steps.has("interaction")) {
        log("interactions (add to cart, a variant, a filter, a menu item, a booking slot), CPU ×4");
        complete.interactions = await measureInteractions((partner) => server.origin(partner), { runs });
        complete.addToCart = complete.interactions["add to cart"];
      }
      if (steps.has("list")) {
        log("scrolling the 10,000-product list, CPU ×4");
        complete.bulkList = await measureBulkList(`${server.origin("bulk")}/products`);
      }
      if (steps.has("api")) {
        log("autocannon: product list and product detail");
        const origin = `http://127.0.0.1:${server.port}`;
        const api = "/ecommerce/api/snachoo";
        complete.api = {
          "product list": await loadTest(
            { origin, path: `${api}/products`, headers },
            { rate: 500, seconds: 8 },
          ),
          "product detail": await loadTest(
            { origin, path: `${api}/products/${product._id}`, headers },
            { rate: 500, seconds: 8 },
          ),
        };
      }
      if (steps.has("ssr")) {
        log(
          "server rendering: uncached renders of the retail product page, then autocannon on its cached HTML",
        );
        complete.ssr = await measureSsr(server, { path: productPath, name: product.name });
      }
      if (steps.has("capacity")) {
        log("autocannon: home HTML, search on the bulk partner, catalogue during 200 failed logins");
        const { api, capacity } = await measureCapacity(server);
        complete.api = { ...complete.api, ...api };
        complete.capacity = capacity;
      }
    } finally {
      await server.stop();
    }
  }

  if (steps.has("orders")) {
    complete.underOrders = await measureOrders({ port: port + 2, postgresUrl: values.postgres, log });
  }
  if (catalogueSize !== undefined) {
    complete.catalogue = await measureCatalogue({
      port: port + 2,
      postgresUrl: values.postgres,
      products: catalogueSize,
      log,
    });
  }

  const checks = allChecks(complete);
  console.log(formatReport(complete, checks));
  const resultsDir = join(REPO_ROOT, "bench/results");
  await mkdir(resultsDir, { recursive: true });
  // Only a full run replaces latest.json (the figures the team compares); --only writes partial.json.
  const file = values.only || catalogueSize !== undefined ? "partial.json" : "latest.json";
  await writeFile(join(resultsDir, file), `${JSON.stringify({ ...complete, checks }, null, 2)}\n`);
  log(`figures written to bench/results/${file} in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  const over = checks.filter((check) => isMet(check) === false);
  if (values.check && over.length > 0) {
    console.error(`\n${over.length} figure(s) over budget: ${over.map((check) => check.id).join(", ")}`);
    process.exitCode = 1;
  }
}

await main();
