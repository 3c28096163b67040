import { z } from "zod";
import { parseTrustProxyHops } from "./lib/client-address";

/** pino's levels; `silent` logs nothing (tests). */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const port = z.coerce.number().int().min(1).max(65_535);

/** The API's settings: read once at start from the environment, each checked (README, "Settings"). */
const settingsSchema = z.object({
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: port.default(3001),
  /** PostgreSQL; without it the embedded database (PGlite) in DATA_DIR. */
  DATABASE_URL: z.preprocess(
    // Empty is unset, as before: `DATABASE_URL= pnpm start` runs on the embedded database.
    (value) => (value === "" ? undefined : value),
    z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  ),
  /** The embedded database's folder (default apps/api/.data; `memory://` or empty: in memory). */
  DATA_DIR: z.string().optional(),
  PG_POOL_SIZE: z.coerce.number().int().min(1).max(1_000).default(10),
  // Today's parse, so a wrong value reads the same here and in its own tests (lib/client-address).
  TRUST_PROXY_HOPS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxyHops(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** The storefront's port, for links mailed to the customers of `*.localhost` partners. */
  STOREFRONT_PORT: port.default(3000),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  /** "1": an empty database gets the demo partners (under the migration lock); "0" leaves it empty. */
  SEED_DEMO: z
    .enum(["0", "1"])
    .default("0")
    .transform((value) => value === "1"),
  /**
   * `<partner slug>:<key>`: with SEED_DEMO=1, a staff key of the caller's choosing (`sk_` and 32 or
   * more letters, digits, `_` or `-`) stored for that demo partner at start, so the browser tests
   * can make staff calls. Never a default; the key's hash only is stored, as for any staff key.
   */
  SEED_STAFF_KEY: z
    .string()
    .regex(/^[a-z0-9-]+:sk_[A-Za-z0-9_-]{32,190}$/, "expected <partner slug>:sk_<32 or more characters>")
    .optional(),
  /** How long a stop waits for requests in flight before it closes their connections. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  NODE_ENV: z.string().default("production"),
});

export type ApiSettings = z.output<typeof settingsSchema>;

/** The settings from `env`, or an error naming each setting that is wrong and why. */
export function readSettings(env: Record<string, string | undefined>): ApiSettings {
  const parsed = settingsSchema.safeParse(env);
  const lines = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  // The old switch trusted the leftmost X-Forwarded-For, which the client writes: say what replaced it.
  if (env.TRUST_PROXY !== undefined && env.TRUST_PROXY_HOPS === undefined) {
    lines.push(
      "  TRUST_PROXY: is gone: set TRUST_PROXY_HOPS to the number of proxies in front of the server",
    );
  }
  if (parsed.success && parsed.data.SEED_STAFF_KEY && !parsed.data.SEED_DEMO) {
    lines.push("  SEED_STAFF_KEY: only with SEED_DEMO=1 (a staff key of the demo partners)");
  }
  if (parsed.success && lines.length === 0) return parsed.data;
  throw new Error(`The API's settings are wrong:\n${lines.join("\n")}`);
}
