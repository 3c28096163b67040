import { createBenchDatabase } from "../postgres";
import { startServer } from "../server";
import { growBulkCatalogue } from "./grow-catalogue";
import { type CatalogueFigures, probeCatalogue } from "./probe-catalogue";

// The bench plays the shoppers' proxy (each shopper's own X-Forwarded-For) in front of the
// storefront server, which appends its peer: the API trusts those two hops.
const SHOPPER_ADDRESSES = { TRUST_PROXY_HOPS: "2" };

/**
 * `pnpm bench --catalogue N`: a fresh PostgreSQL database with the demo seed, the bulk partner
 * grown to N products, then the catalogue's answers probed on a server started afresh (empty
 * caches): PERFORMANCE.md's figures for a tenant with a million products.
 */
export async function measureCatalogue(options: {
  port: number;
  postgresUrl: string | undefined;
  products: number;
  log: (message: string) => void;
}): Promise<CatalogueFigures> {
  if (!options.postgresUrl) {
    throw new Error(
      "--catalogue runs on PostgreSQL: give a server with --postgres URL (or BENCH_POSTGRES_URL)",
    );
  }
  const database = await createBenchDatabase(options.postgresUrl, "catalogue");
  const env = { ...SHOPPER_ADDRESSES, DATABASE_URL: database.url };
  try {
    options.log("seeding the demo partners into a fresh PostgreSQL database");
    await (await startServer(options.port, { env })).stop();
    const grown = await growBulkCatalogue(database, options.products, options.log);
    options.log("probing the catalogue on a server started afresh");
    const server = await startServer(options.port, { env });
    try {
      const figures = await probeCatalogue(server, async () => {
        await database.query(
          `update products set name = name || ' (new)'
            where id = (select max(id) from products where tenant_id = (select id from partners where slug = 'bulk'))`,
        );
      });
      return { products: grown.products, growSeconds: grown.seconds, ...figures };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}
