import type { Server } from "node:http";
import type { Logger } from "./logger";

export interface ShutdownOptions {
  server: Server;
  logger: Logger;
  /** How long requests in flight may take before their connections are cut (`SHUTDOWN_TIMEOUT_MS`). */
  timeoutMs: number;
  /** Called first: stop saying ready, so a balancer sends new requests elsewhere. */
  onStopping(): void;
  /** Called once no request is left: close the database. */
  close(): Promise<void>;
  exit?: (code: number) => void;
}

/**
 * Stops on SIGTERM/SIGINT without cutting a request: stop accepting connections, close the idle
 * keep-alive ones (again and again, since a busy one turns idle once its answer is sent), let
 * requests in flight finish, close the database, exit 0. Past the timeout the remaining connections
 * are cut and the exit code is 1; so does a second signal (an operator who means it).
 */
export function stopOnSignals(options: ShutdownOptions) {
  const { server, logger } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, "second signal: exiting now");
      exit(1);
      return;
    }
    stopping = true;
    const started = Date.now();
    logger.info({ signal, timeoutMs: options.timeoutMs }, "stopping: finishing requests in flight");
    options.onStopping();
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => {
      logger.warn({ timeoutMs: options.timeoutMs }, "stop timed out: closing the connections left");
      server.closeAllConnections();
      exit(1);
    }, options.timeoutMs);
    server.close(() => {
      clearInterval(idle);
      options
        .close()
        .catch((error: unknown) => logger.error({ error: String(error) }, "closing the database failed"))
        .finally(() => {
          clearTimeout(force);
          logger.info({ ms: Date.now() - started }, "stopped");
          exit(0);
        });
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
