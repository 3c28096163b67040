import type { Logger } from "pino";

/** What a stop needs of a Node HTTP server (`http.Server`, as `@hono/node-server`'s `serve` returns). */
export interface StoppableServer {
  close(callback?: (error?: Error) => void): unknown;
  closeIdleConnections(): void;
  closeAllConnections(): void;
}

export interface GracefulShutdownOptions {
  server: StoppableServer;
  /** How long in-flight requests may take to finish before their connections are dropped. */
  timeoutMs: number;
  logger: Logger;
  /** Run in order once the server has closed: whatever the requests needed (backend sockets, a pool). */
  release?: ReadonlyArray<() => unknown>;
  /** `process.exit` unless a test says otherwise. */
  exit?: (code: number) => void;
}

/**
 * How often idle keep-alive connections are closed while stopping: a connection turns idle when its
 * last response ends, and a client would otherwise keep it (and the stop) open until its timeout.
 */
const IDLE_SWEEP_MS = 50;

/**
 * Stops a server gracefully: no new connections, idle kept-alive ones closed, in-flight requests
 * finished within `timeoutMs`, then `release`, then exit 0 — or exit 1 when the timeout dropped
 * requests. A second call (a second signal: an impatient operator) exits 1 at once.
 */
export function createGracefulStop(options: GracefulShutdownOptions): (reason: string) => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  let forced = false;
  return async (reason) => {
    if (stopping) {
      forced = true;
      options.logger.warn({ reason }, "stop forced: in-flight requests dropped");
      options.server.closeAllConnections();
      exit(1);
      return;
    }
    stopping = true;
    options.logger.info({ reason, timeoutMs: options.timeoutMs }, "stopping: finishing in-flight requests");
    const closed = new Promise<void>((resolve) => options.server.close(() => resolve()));
    options.server.closeIdleConnections();
    const sweep = setInterval(() => options.server.closeIdleConnections(), IDLE_SWEEP_MS);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<true>((resolve) => {
      timer = setTimeout(() => resolve(true), options.timeoutMs);
    });
    const dropped = await Promise.race([closed.then(() => false), timedOut]);
    clearInterval(sweep);
    clearTimeout(timer);
    // A forced stop has exited already (a test's `exit` returns): nothing is left to do.
    if (forced) return;
    if (dropped) {
      options.logger.warn({ timeoutMs: options.timeoutMs }, "stop timed out: in-flight requests dropped");
      options.server.closeAllConnections();
    }
    for (const release of options.release ?? []) {
      try {
        await release();
      } catch (error) {
        options.logger.error(
          { err: error instanceof Error ? error.message : String(error) },
          "release failed",
        );
      }
    }
    options.logger.info({ code: dropped ? 1 : 0 }, "stopped");
    exit(dropped ? 1 : 0);
  };
}

/** Stops gracefully on SIGTERM (an orchestrator) and SIGINT (Ctrl-C); a second signal forces. */
export function stopGracefullyOnSignals(options: GracefulShutdownOptions): void {
  const stop = createGracefulStop(options);
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void stop(signal));
}
