import { getJson, type RunningServer } from "../server";
import { run, type Target } from "./load-test";
import {
  listedProductIds,
  type OrderTally,
  orderStream,
  ordersAtFullSpeed,
  type PartnerAccess,
  partnerAccess,
  type Shopper,
  signUpShoppers,
} from "./shoppers";

const API = "/ecommerce/api/snachoo";

/** Headers that say whether an answer came from a cache: the page cache's, then the catalogue cache's. */
const CACHE_HEADERS = ["x-storefront-cache", "x-catalog-cache"];

/** One read measured with orders on its own tenant and with the same orders on another tenant. */
export interface ReadUnderOrders {
  sameRps: number;
  otherRps: number;
  /** sameRps ÷ otherRps: what invalidation by the tenant's own orders costs (budget ≥ 0.9 PostgreSQL, ≥ 0.8 PGlite). */
  ratio: number;
  /** Share of answers that said "miss" (null when the answer names no cache). */
  sameMissShare: number | null;
  otherMissShare: number | null;
}

/** The reads at one order rate, and what the order streams placed meanwhile. */
export interface RateUnderOrders {
  rate: number;
  reads: Record<string, ReadUnderOrders>;
  orders: { same: OrderTally; other: OrderTally };
}

export interface UnderOrdersFigures {
  database: "PGlite" | "PostgreSQL";
  readTenant: string;
  otherTenant: string;
  rates: RateUnderOrders[];
  /** 64 customers of one tenant ordering back to back (budget ≥ 50 orders/s, p99 ≤ 300 ms, 0 failed). */
  capacity?: OrderTally & { ordersPerSecond: number; shoppers: number; stockExact?: boolean };
}

/** A read target with a tally of its cache verdicts. */
function counted(target: Target): { target: Target; misses: () => number | null; reset(): void } {
  let seen = 0;
  let misses = 0;
  return {
    target: {
      ...target,
      onResponse: (_status, _body, _context, headers) => {
        const verdict = CACHE_HEADERS.map((name) => headers?.[name]).find((value) => value !== undefined);
        if (verdict === undefined) return;
        seen++;
        if (verdict === "miss") misses++;
      },
    },
    misses: () => (seen === 0 ? null : misses / seen),
    reset() {
      seen = 0;
      misses = 0;
    },
  };
}

interface OrderSource {
  shoppers: Shopper[];
  productIds: string[];
}

async function orderSource(
  server: RunningServer,
  partner: PartnerAccess,
  productIds: string[],
  shoppers: number,
): Promise<OrderSource> {
  if (productIds.length === 0) throw new Error(`${partner.slug} has no product to order`);
  return { shoppers: await signUpShoppers(server, partner, shoppers), productIds };
}

/**
 * Catalogue reads of the bulk partner while orders flow, at each rate: once with the orders on the
 * bulk partner itself (buying the very products the reads show), once with the same orders on the
 * retail partner (the same CPU spent on orders, nothing of the bulk partner changed). The ratio is
 * what the tenant's own orders cost its cached reads; the miss share says why.
 */
export async function measureUnderOrders(
  server: RunningServer,
  options: {
    database: UnderOrdersFigures["database"];
    rates: readonly number[];
    seconds: number;
    capacitySeconds?: number;
    stockOf?: (productIds: readonly string[]) => Promise<number>;
  },
): Promise<UnderOrdersFigures> {
  const bulk = await partnerAccess(server, "bulk");
  const retail = await partnerAccess(server, "retail");
  // The reads show the newest products; the same-tenant orders buy exactly those.
  const shown = await listedProductIds(server, bulk, { pages: 1, perPage: 24 });
  const product = (await getJson(server.port, `${API}/products/${shown[0]}`, bulk.headers)) as {
    data: { _id: string; slug: string };
  };
  const same = await orderSource(server, bulk, shown, 16);
  // Retail's products with stock to spare: the other tenant's orders must not run out either.
  const other = await orderSource(
    server,
    retail,
    await listedProductIds(server, retail, { pages: 1, plenty: true }),
    16,
  );

  const origin = `http://127.0.0.1:${server.port}`;
  const gzip = { "accept-encoding": "gzip" };
  const reads: Record<string, ReturnType<typeof counted>> = {
    "product page HTML": counted({
      origin,
      path: `/products/${product.data._id}/${product.data.slug}`,
      headers: { host: bulk.headers.host ?? "", accept: "text/html", ...gzip },
    }),
    "product list": counted({ origin, path: `${API}/products`, headers: { ...bulk.headers, ...gzip } }),
    "product detail": counted({
      origin,
      path: `${API}/products/${product.data._id}`,
      headers: { ...bulk.headers, ...gzip },
    }),
    "search (popular term)": counted({
      origin,
      path: `${API}/products?key=premium`,
      headers: { ...bulk.headers, ...gzip },
    }),
  };
  // Warm every read once: the figures compare cached reads.
  for (const read of Object.values(reads)) await run(read.target, { seconds: 1, connections: 4 });

  const rates: RateUnderOrders[] = [];
  for (const rate of options.rates) {
    const figures: Record<string, ReadUnderOrders> = {};
    const tallies: { same: OrderTally[]; other: OrderTally[] } = { same: [], other: [] };
    for (const [name, read] of Object.entries(reads)) {
      const measure = async (source: OrderSource) => {
        const stream = orderStream(server, source.shoppers, source.productIds, rate);
        read.reset();
        const result = await run(read.target, { seconds: options.seconds, connections: 10 });
        const tally = await stream.stop();
        return { rps: result.requests.average, misses: read.misses(), tally };
      };
      // Interleaved, so drift of the machine spreads over both.
      const a = await measure(same);
      const b = await measure(other);
      tallies.same.push(a.tally);
      tallies.other.push(b.tally);
      figures[name] = {
        sameRps: a.rps,
        otherRps: b.rps,
        ratio: b.rps > 0 ? a.rps / b.rps : 0,
        sameMissShare: a.misses,
        otherMissShare: b.misses,
      };
    }
    rates.push({
      rate,
      reads: figures,
      orders: { same: sumTallies(tallies.same), other: sumTallies(tallies.other) },
    });
  }

  const result: UnderOrdersFigures = {
    database: options.database,
    readTenant: "bulk",
    otherTenant: "retail",
    rates,
  };
  if (options.capacitySeconds) {
    const shoppers = await signUpShoppers(server, bulk, 64);
    // Many products, each with stock to spare: the figure is the order path's, not a sell-out's.
    const products = await listedProductIds(server, bulk, { pages: 5, plenty: true });
    const before = options.stockOf ? await options.stockOf(products) : undefined;
    const tally = await ordersAtFullSpeed(server, shoppers, products, options.capacitySeconds);
    const after = options.stockOf ? await options.stockOf(products) : undefined;
    result.capacity = {
      ...tally,
      shoppers: shoppers.length,
      ordersPerSecond: tally.placed / tally.seconds,
      ...(before !== undefined && after !== undefined ? { stockExact: before - after === tally.placed } : {}),
    };
  }
  return result;
}

function sumTallies(tallies: readonly OrderTally[]): OrderTally {
  const failures: Record<string, number> = {};
  for (const tally of tallies)
    for (const [status, n] of Object.entries(tally.failures)) failures[status] = (failures[status] ?? 0) + n;
  return {
    placed: tallies.reduce((sum, t) => sum + t.placed, 0),
    failed: tallies.reduce((sum, t) => sum + t.failed, 0),
    failures,
    seconds: tallies.reduce((sum, t) => sum + t.seconds, 0),
    p50Ms: Math.max(0, ...tallies.map((t) => t.p50Ms)),
    p99Ms: Math.max(0, ...tallies.map((t) => t.p99Ms)),
  };
}
