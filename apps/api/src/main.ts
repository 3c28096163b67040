import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { errorSummary } from "./lib/error-summary";
import { createLogger } from "./operations/logger";
import { Readiness } from "./operations/readiness";
import { stopOnSignals } from "./operations/shutdown";
import { prepareDatabase } from "./seed/prepare";
import { storeSeedStaffKey } from "./services/staff-keys";
import { type ApiSettings, readSettings } from "./settings";

let settings: ApiSettings;
try {
  settings = readSettings(process.env);
} catch (error) {
  // The message names each wrong setting; a stack trace would only bury it.
  console.error((error as Error).message);
  process.exit(1);
}
const logger = createLogger(settings.LOG_LEVEL);
const database = await openDatabase({
  databaseUrl: settings.DATABASE_URL,
  dataDir: settings.DATA_DIR,
  poolSize: settings.PG_POOL_SIZE,
  warn: (message) => logger.warn(message),
});
const readiness = new Readiness(database.db, { prepared: false });
const app = createApp({
  db: database.db,
  // Links mailed to customers name the storefront's port (*.localhost partners).
  localPort: settings.STOREFRONT_PORT,
  trustProxyHops: settings.TRUST_PROXY_HOPS,
  validateResponses: settings.NODE_ENV === "development",
  logger,
  readiness,
  pool: database.pool,
  processMetrics: true,
});

// Listening before the database is prepared: /healthz answers (the process lives) and every other
// route 503 not_ready until /readyz turns 200.
const server = serve({ fetch: app.fetch, port: settings.PORT, hostname: settings.HOST }, (info) => {
  logger.info(
    { host: settings.HOST, port: info.port },
    `API on http://${settings.HOST}:${info.port} (the storefront server calls it; try /snachoo/api/partner)`,
  );
}) as Server;
stopOnSignals({
  server,
  logger,
  timeoutMs: settings.SHUTDOWN_TIMEOUT_MS,
  onStopping: () => readiness.markStopping(),
  close: () => database.close(),
});

try {
  await prepareDatabase(database, { seedDemo: settings.SEED_DEMO, log: (line) => logger.info(line) });
  if (settings.SEED_STAFF_KEY) await storeSeedStaffKey(database.db, settings.SEED_STAFF_KEY);
} catch (error) {
  // A database that cannot be migrated or seeded is not one to serve: the supervisor restarts us.
  logger.fatal(`Preparing the database failed: ${errorSummary(error)}`);
  process.exit(1);
}
app.partners.invalidate();
readiness.markPrepared();
logger.info("ready");
