import type { IncomingHttpHeaders } from "node:http";
import autocannon from "autocannon";
import type { ApiFigures } from "../report/figures";

export interface Target {
  origin: string;
  /** The path, or what the figures call it when `nextPath` varies it. */
  path: string;
  headers: Record<string, string>;
  /** A new path for every request (searches that must not repeat); `path` otherwise. */
  nextPath?: () => string;
  /** Called with every answer's status and headers (to count cache verdicts). */
  onResponse?: (status: number, body: string, context: object, headers?: IncomingHttpHeaders) => void;
}

/** One autocannon run against the target. */
export function run(target: Target, options: { seconds: number; connections: number; rate?: number }) {
  const { nextPath, onResponse } = target;
  const perRequest = {
    ...(nextPath
      ? { setupRequest: (request: autocannon.Request) => ({ ...request, path: nextPath() }) }
      : {}),
    ...(onResponse ? { onResponse } : {}),
  };
  return autocannon({
    url: `${target.origin}${target.path}`,
    headers: target.headers,
    duration: options.seconds,
    connections: options.connections,
    ...(options.rate ? { overallRate: options.rate } : {}),
    ...(nextPath || onResponse ? { requests: [perRequest] } : {}),
  });
}

/**
 * Loads one API call of the real server: a warm-up (JIT, connection pools, query plans), a run at
 * full speed for the throughput, then a run at the budget's fixed rate for the latency a shopper
 * would see when the server is busy but not saturated.
 */
export async function loadTest(
  target: Target,
  options: { rate: number; seconds: number },
): Promise<ApiFigures> {
  await run(target, { seconds: 2, connections: 10 });
  const full = await run(target, { seconds: options.seconds, connections: 10 });
  const paced = await run(target, { seconds: options.seconds, connections: 10, rate: options.rate });
  return {
    path: target.path,
    maxRps: full.requests.average,
    p50Ms: full.latency.p50,
    p99Ms: full.latency.p99,
    atRate: { rps: paced.requests.average, p50Ms: paced.latency.p50, p99Ms: paced.latency.p99 },
    errors: full.errors + full.non2xx + paced.errors + paced.non2xx,
  };
}
