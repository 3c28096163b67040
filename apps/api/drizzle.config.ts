import { defineConfig } from "drizzle-kit";

// `pnpm db:generate` writes a new SQL migration under drizzle/ from src/db/schema.ts; the server
// applies pending migrations at start (src/db/client.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
