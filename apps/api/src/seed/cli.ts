/**
 * `pnpm seed` — migrate, then load the demo seed if the database is empty.
 * `pnpm reset` — drop everything, migrate and load the demo seed again.
 * Both use DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default apps/api/.data).
 */
import { openDatabase } from "../db/client";
import { prepareDatabase, resetDatabase } from "./prepare";

const command = process.argv[2] ?? "seed";
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
try {
  if (command === "reset") {
    await resetDatabase(database);
    console.log("Database dropped.");
  } else if (command !== "seed") {
    throw new Error(`Unknown command ${command}: use seed or reset`);
  }
  const seeded = await prepareDatabase(database, { seedDemo: true });
  if (!seeded)
    console.log("The database already has partners: nothing to seed (use `pnpm reset` to start over).");
} finally {
  await database.close();
}
