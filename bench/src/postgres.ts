import pg from "pg";

/**
 * A fresh database on the PostgreSQL server that `serverUrl` names (`BENCH_POSTGRES_URL`), for one
 * bench server to seed and measure, dropped by `drop()`.
 */
export interface BenchDatabase {
  url: string;
  /** Runs SQL against the bench database (the figures that need to read it, e.g. stock). */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

export async function createBenchDatabase(serverUrl: string, purpose: string): Promise<BenchDatabase> {
  const name = `storefront_bench_${purpose}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.href, max: 2 });
  return {
    url: url.href,
    async query(text, values) {
      return (await pool.query(text, values)).rows;
    },
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The stock left of the default variants of the products (the variant an order without one takes). */
export async function defaultVariantStock(db: BenchDatabase, productIds: readonly string[]): Promise<number> {
  const [row] = await db.query<{ stock: string }>(
    `select coalesce(sum(s.quantity), 0) as stock
       from products p join stock_levels s on s.variant_id = p.default_variant_id
      where p.id = any($1::int[])`,
    [productIds.map(Number)],
  );
  return Number(row?.stock ?? 0);
}
