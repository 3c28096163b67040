import { createBenchDatabase, defaultVariantStock } from "../postgres";
import { startServer } from "../server";
import { measureUnderOrders, type UnderOrdersFigures } from "./under-orders";

/** Order rates of the reads-under-orders figures (PERFORMANCE.md). */
export const ORDER_RATES = [1, 5, 20] as const;

// The bench plays the shoppers' proxy (each shopper's own X-Forwarded-For) in front of the
// storefront server, which appends its peer: the API trusts those two hops.
const SHOPPER_ADDRESSES = { TRUST_PROXY_HOPS: "2" };

/**
 * The "orders" step: catalogue reads while orders flow, on a fresh PGlite and, when a PostgreSQL
 * server is given, on a fresh database of it, where the tenant's order capacity (64 customers
 * ordering back to back) is measured too and the stock checked against the orders placed.
 */
export async function measureOrders(options: {
  port: number;
  postgresUrl: string | undefined;
  log: (message: string) => void;
  seconds?: number;
}): Promise<UnderOrdersFigures[]> {
  const seconds = options.seconds ?? 4;
  const results: UnderOrdersFigures[] = [];
  options.log("reads while orders flow, PGlite (fresh in-memory database)");
  const embedded = await startServer(options.port, { env: SHOPPER_ADDRESSES });
  try {
    results.push(await measureUnderOrders(embedded, { database: "PGlite", rates: ORDER_RATES, seconds }));
  } finally {
    await embedded.stop();
  }
  if (!options.postgresUrl) {
    options.log("no PostgreSQL server given (--postgres or BENCH_POSTGRES_URL): PostgreSQL figures skipped");
    return results;
  }
  options.log("reads while orders flow, then the order capacity, PostgreSQL (fresh database)");
  const database = await createBenchDatabase(options.postgresUrl, "orders");
  const server = await startServer(options.port, {
    env: { ...SHOPPER_ADDRESSES, DATABASE_URL: database.url },
  });
  try {
    results.push(
      await measureUnderOrders(server, {
        database: "PostgreSQL",
        rates: ORDER_RATES,
        seconds,
        capacitySeconds: 20,
        stockOf: (ids) => defaultVariantStock(database, ids),
      }),
    );
  } finally {
    await server.stop();
    await database.drop();
  }
  return results;
}
