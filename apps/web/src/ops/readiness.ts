import { access, constants } from "node:fs/promises";
import { join } from "node:path";
import type { Hono } from "hono";
import type { BackendFetch } from "../backend/http-backend";

export type Readiness = { ok: true } | { ok: false; reason: string };

export interface ReadinessOptions {
  /** The built shell: no page can be answered without its index.html. */
  distDir: string;
  backend: BackendFetch;
  /** The origin the probe is addressed to (the backend's own, `STOREFRONT_API_URL`'s). */
  backendOrigin: string;
  /** The whole check's deadline: an orchestrator's probe must get an answer, not a hang. */
  timeoutMs: number;
}

/** A backend's answer to `path`, its body dropped (only the status matters). */
async function statusOf(options: ReadinessOptions, path: string, signal: AbortSignal): Promise<number> {
  const answer = await options.backend(
    new Request(`${options.backendOrigin}${path}`, { headers: { accept: "application/json" }, signal }),
  );
  await answer.body?.cancel();
  return answer.status;
}

/**
 * Whether the backend can answer: its `/readyz` when it has one (the reference API's says whether
 * its database is reachable and seeded); a backend without one (404) — any other that speaks core's
 * contract — is asked its `/healthz` instead.
 */
async function backendReadiness(options: ReadinessOptions, signal: AbortSignal): Promise<Readiness> {
  const ready = await statusOf(options, "/readyz", signal);
  if (ready === 200) return { ok: true };
  if (ready !== 404) return { ok: false, reason: `the backend is not ready (its /readyz answered ${ready})` };
  const health = await statusOf(options, "/healthz", signal);
  return health === 200
    ? { ok: true }
    : { ok: false, reason: `the backend is not healthy (its /healthz answered ${health})` };
}

/** Whether this server can answer pages: its shell build readable, its backend ready, in time. */
export async function checkReadiness(options: ReadinessOptions): Promise<Readiness> {
  try {
    await access(join(options.distDir, "index.html"), constants.R_OK);
  } catch {
    return { ok: false, reason: `the shell build is not readable (${join(options.distDir, "index.html")})` };
  }
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    return await backendReadiness(options, signal);
  } catch (error) {
    if (signal.aborted)
      return { ok: false, reason: `the backend did not answer within ${options.timeoutMs} ms` };
    return {
      ok: false,
      reason: `the backend is unreachable (${error instanceof Error ? error.message : String(error)})`,
    };
  }
}

/** `GET /readyz`: 200 `{ok:true}` when ready, else 503 `{ok:false, reason}`; never cached. */
export function mountReadiness(app: Hono, options: ReadinessOptions) {
  app.get("/readyz", async (c) => {
    const readiness = await checkReadiness(options);
    c.header("Cache-Control", "no-store");
    return c.json(readiness, readiness.ok ? 200 : 503);
  });
}
