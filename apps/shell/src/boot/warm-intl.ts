import type { IntlWarmRequest } from "./warm-intl-data";

/** The part of a `Worker` the warm-up uses; a fake stands in for it in tests. */
export type IntlWarmWorker = Pick<Worker, "postMessage" | "terminate"> & {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};

/**
 * How long the boot waits for the worker before it builds the formatters itself. On a real network
 * the worker (started by the entry, one small request) has answered long before the framework's
 * chunks have arrived and run; where it has not (a CPU throttled in a lab, with no network delay),
 * the page waits no longer than this. The router hydrates during the wait (mount.tsx); only React
 * waits. 250 ms was too short for Lighthouse's loaded lab machine: the worker answered after
 * ~150–300 ms and the main thread had already paid a 35 ms task (×4 on a phone) itself.
 */
export const INTL_WARM_TIMEOUT_MS = 500;

/**
 * Asks a worker to prepare the page's Intl data (warm-intl-data.ts) and resolves when it has — or
 * when it failed, could not start, or took longer than `timeoutMs`: the boot then simply pays the
 * cost itself, as it did before. Never rejects. A worker that failed is terminated; a slow one is
 * left to finish and close itself: terminating it while its script is still loading would abort
 * that request, which a page's tooling (Playwright's `networkidle`) then waits on for ever.
 */
export function warmIntlInWorker(
  request: IntlWarmRequest,
  startWorker: () => IntlWarmWorker | null,
  timeoutMs = INTL_WARM_TIMEOUT_MS,
): Promise<void> {
  let worker: IntlWarmWorker | null = null;
  try {
    worker = startWorker();
  } catch {
    // No worker here (a CSP that forbids it, an old browser): the main thread warms up as before.
  }
  if (!worker) return Promise.resolve();
  const started = worker;
  return new Promise<void>((resolve) => {
    const done = ({ failed }: { failed: boolean }) => {
      clearTimeout(timer);
      started.onmessage = null;
      started.onerror = null;
      if (failed) started.terminate();
      resolve();
    };
    const timer = setTimeout(() => done({ failed: false }), timeoutMs);
    started.onmessage = () => done({ failed: false });
    started.onerror = () => done({ failed: true });
    started.postMessage(request);
  });
}

/**
 * Starts the Intl warm-up worker of the page (the entry calls it first thing, so the worker runs
 * while the app's modules load and evaluate). Decision 0033.
 */
export function warmIntlOffMainThread(request: IntlWarmRequest): Promise<void> {
  return warmIntlInWorker(request, () =>
    typeof Worker === "undefined" ? null : new Worker(new URL("./warm-intl.worker.ts", import.meta.url)),
  );
}
