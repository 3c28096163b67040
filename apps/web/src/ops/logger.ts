import { type DestinationStream, type Level, type Logger, pino } from "pino";

export type { Logger } from "pino";
export type LogLevel = Level | "silent";

/**
 * The storefront server's logger: one JSON object a line on stdout (or `destination`), for whatever
 * collects the container's output. `service` tells its lines from the API's in a shared stream.
 */
export function createLogger(level: LogLevel = "info", destination?: DestinationStream): Logger {
  const options = { level, base: { service: "web" } };
  return destination ? pino(options, destination) : pino(options);
}
