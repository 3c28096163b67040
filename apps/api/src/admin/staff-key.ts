/**
 * `pnpm staff-key <partner slug> [label]` — issues a staff key for a partner's staff calls
 * (`X-Staff-Key`) and prints it once: only its hash is stored, so a lost key is replaced by a new
 * one, never looked up. Uses DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite), like `pnpm seed`.
 */
import { eq } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { partners } from "../db/schema";
import { issueStaffKey } from "../services/staff-keys";

const [slug, label = "Staff"] = process.argv.slice(2);
if (!slug) throw new Error("Usage: pnpm staff-key <partner slug> [label]");
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
try {
  const [partner] = await database.db.select().from(partners).where(eq(partners.slug, slug)).limit(1);
  if (!partner) throw new Error(`No partner "${slug}"`);
  const key = await issueStaffKey(database.db, partner.id, label);
  console.log(`Staff key for ${slug} (${label}), shown once — send it as X-Staff-Key:\n${key}`);
} finally {
  await database.close();
}
