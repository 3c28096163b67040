import type { Hono } from "hono";
import type { ApiMetrics } from "./metrics";
import type { Readiness } from "./readiness";

/** What answers before the instance is ready: the probes and the metrics. */
const ALWAYS_ANSWERED = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * The operator's routes and the readiness gate. `/healthz`: the process lives (restart it if not).
 * `/readyz`: send it traffic (migrated, seeded as asked, database answering). `/metrics`:
 * Prometheus; at the root, which the storefront server does not proxy. Until the instance is
 * prepared every other request is answered 503 `not_ready`: no instance serves before it is ready.
 */
export function mountProbes(app: Hono, readiness: Readiness, metrics: ApiMetrics) {
  app.use("*", async (c, next) => {
    if (readiness.prepared || ALWAYS_ANSWERED.has(c.req.path)) return next();
    c.header("Retry-After", "1");
    return c.json({ status: "error", code: "not_ready", msg: "The server is starting" }, 503);
  });
  app.get("/healthz", (c) => c.json({ ok: true }));
  app.get("/readyz", async (c) => {
    c.header("Cache-Control", "no-store");
    const problem = await readiness.check();
    if (problem === null) return c.json({ status: "ok" });
    return c.json({ status: "error", code: problem }, 503);
  });
  app.get("/metrics", async (c) => {
    const { text, contentType } = await metrics.exposition();
    return c.body(text, 200, { "Content-Type": contentType, "Cache-Control": "no-store" });
  });
}
