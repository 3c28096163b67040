import { readFile } from "node:fs/promises";
import { Agent } from "node:http";
import { partnerAccess, placeOneOrder, signUpShoppers } from "../api-load/shoppers";
import { getJson, httpGet, type RunningServer } from "../server";
import { percentile } from "../stats";

const API = "/ecommerce/api/snachoo";

/** One probe: the p99 of answers built for the request (cold) and of the same request again (warm). */
export interface ProbeFigures {
  coldP99Ms: number;
  warmP99Ms: number;
  coldSamples: number;
  warmSamples: number;
  errors: number;
}

export interface CatalogueFigures {
  products: number;
  growSeconds: number;
  probes: Record<string, ProbeFigures>;
  /** The API process's resident memory after the probes and after 100 more orders. */
  rssMb: { afterProbes: number; afterOrders: number };
  /** An edit, then the next list and search: they build from the database, never wait on a rebuild. */
  afterEditMs: { list: number; search: number };
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

async function timed(server: RunningServer, path: string, headers: Record<string, string>) {
  const started = performance.now();
  const answer = await httpGet(server.port, path, headers, agent);
  return { ms: performance.now() - started, ok: answer.status === 200, answer };
}

/** A probe: `cold` asks `coldPaths` once each (answers no cache holds), `warm` repeats the first. */
async function probe(
  server: RunningServer,
  headers: Record<string, string>,
  coldPaths: readonly string[],
  warmRepeats = 200,
): Promise<ProbeFigures> {
  const cold: number[] = [];
  let errors = 0;
  for (const path of coldPaths) {
    const { ms, ok } = await timed(server, path, headers);
    if (ok) cold.push(ms);
    else errors++;
  }
  const first = coldPaths[0] ?? "/";
  const warm: number[] = [];
  for (let i = 0; i < warmRepeats; i++) {
    const { ms, ok } = await timed(server, first, headers);
    if (ok) warm.push(ms);
    else errors++;
  }
  return {
    coldP99Ms: cold.length ? percentile(cold, 99) : Number.NaN,
    warmP99Ms: warm.length ? percentile(warm, 99) : Number.NaN,
    coldSamples: cold.length,
    warmSamples: warm.length,
    errors,
  };
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const range = (n: number, map: (i: number) => string) => Array.from({ length: n }, (_, i) => map(i));

/** The cursors of list pages `from`…`to` (1-based), walked from the first with `after`. */
async function cursorsOfPages(
  server: RunningServer,
  headers: Record<string, string>,
  from: number,
  to: number,
): Promise<string[]> {
  const cursors: string[] = [];
  let cursor: string | null = null;
  for (let page = 1; page < to; page++) {
    const answer = (await getJson(
      server.port,
      `${API}/products?per_page=24${cursor ? `&after=${cursor}` : ""}`,
      headers,
    )) as { data: { next_cursor: string | null } };
    cursor = answer.data.next_cursor;
    if (!cursor) break;
    if (page + 1 >= from) cursors.push(cursor);
  }
  return cursors;
}

/**
 * The catalogue's answers on the bulk partner once grown (`grow-catalogue.ts`): list page 1 and
 * page 500 (by cursor), a category, the price sort, a common and a rare search, suggestions, a
 * product page's HTML and the last sitemap file — each cold (built for the request) and warm —
 * then the API's memory after them and after 100 orders, and the first list and search after an
 * edit (no index to rebuild).
 */
export async function probeCatalogue(
  server: RunningServer,
  edit: () => Promise<void>,
): Promise<Omit<CatalogueFigures, "products" | "growSeconds">> {
  const bulk = await partnerAccess(server, "bulk");
  const api = { ...bulk.headers, "accept-encoding": "gzip" };
  const html = { host: bulk.headers.host ?? "", accept: "text/html", "accept-encoding": "gzip" };
  // Setting up reads plain JSON; the probes ask as a browser does (gzip).
  const categories = (await getJson(server.port, `${API}/categories`, bulk.headers)) as {
    data: Array<{ _id: string }>;
  };
  const deep = await cursorsOfPages(server, bulk.headers, 500, 520);
  const products = (await getJson(server.port, `${API}/products?per_page=30`, bulk.headers)) as {
    data: { items: Array<{ _id: string; slug: string }> };
  };
  const index = (await httpGet(server.port, "/sitemap.xml", { host: html.host }, agent)).body.toString();
  const files = [...index.matchAll(/page=(\d+)/g)].map((match) => Number(match[1]));
  const last = Math.max(...files, 1);
  const words = [
    "classic",
    "premium",
    "family",
    "eco",
    "mini",
    "deluxe",
    "everyday",
    "pro",
    "kitchen",
    "toys",
  ];
  const probes: Record<string, ProbeFigures> = {
    "list page 1": await probe(
      server,
      api,
      range(20, (i) => `${API}/products?per_page=${20 + i}`),
    ),
    "list page 500": await probe(
      server,
      api,
      deep.map((cursor) => `${API}/products?per_page=24&after=${cursor}`),
    ),
    "category filter": await probe(
      server,
      api,
      categories.data.map((category) => `${API}/products?category_id=${category._id}`),
    ),
    "price sort": await probe(
      server,
      api,
      range(20, (i) => `${API}/products?sort=price_asc&per_page=${20 + i}`),
    ),
    "common search": await probe(
      server,
      api,
      range(20, (i) => `${API}/products?key=${words[i % words.length]}&per_page=${20 + i}`),
    ),
    "rare search": await probe(
      server,
      api,
      range(20, (i) => `${API}/products?key=item+${123_457 + i * 7_919}`),
    ),
    suggestions: await probe(
      server,
      api,
      range(
        20,
        (i) => `${API}/suggestions?key=${encodeURIComponent(`${words[i % words.length]?.slice(0, 3)} ${i}`)}`,
      ),
    ),
    "product page HTML": await probe(
      server,
      html,
      products.data.items.slice(0, 20).map((item) => `/products/${item._id}/${item.slug}`),
    ),
    "last sitemap file": await probe(server, html, [`/sitemap.xml?page=${last}`], 20),
  };
  const afterProbes = await rssMb(server.pid);
  const shoppers = await signUpShoppers(server, bulk, 10);
  const bought = products.data.items.map((item) => item._id);
  for (let i = 0; i < 100; i++)
    await placeOneOrder(server, shoppers[i % shoppers.length]!, bought[i % bought.length]!);
  const afterOrders = await rssMb(server.pid);
  await edit();
  const list = await timed(server, `${API}/products`, api);
  const search = await timed(server, `${API}/products?key=classic`, api);
  return { probes, rssMb: { afterProbes, afterOrders }, afterEditMs: { list: list.ms, search: search.ms } };
}
