import { z } from "zod";

/** The storefront server's settings: read once at start from the environment, each checked. */
const settingsSchema = z.object({
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  STOREFRONT_API_URL: z.url({ protocol: /^https?$/ }).default("http://127.0.0.1:3001"),
  /** "0": the browser calls a backend of its own origin; the site does not proxy its paths. */
  STOREFRONT_PROXY_API: z.enum(["0", "1"]).default("1"),
  STOREFRONT_DIST: z.string().optional(),
  /** "0" leaves every page to the browser (to tell a server-rendering fault from an app fault). */
  STOREFRONT_SSR: z.enum(["0", "1"]).default("1"),
  NODE_ENV: z.string().default("production"),
  /** pino's levels; "silent" logs nothing (not even the access log). */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** How long a stop waits for in-flight requests before it drops them (and exits 1). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** How long `/readyz` waits for the backend before it answers 503 (under a probe's own timeout). */
  READY_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(1_000),
});

export type WebSettings = z.output<typeof settingsSchema>;

/** The settings from `env`, or an error naming each setting that is wrong and why. */
export function readSettings(env: Record<string, string | undefined>): WebSettings {
  const parsed = settingsSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`The storefront server's settings are wrong:\n${lines.join("\n")}`);
}
