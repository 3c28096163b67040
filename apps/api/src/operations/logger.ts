import { type DestinationStream, type Level, type Logger, pino } from "pino";

export type { Logger };

/**
 * The API's logger: one JSON object a line on stdout (or `destination`), ISO time, the level by
 * name. What goes in is chosen where it is logged: request lines carry the route's pattern, never
 * the path, query, headers or body (`request-log.ts`), so no token or address can reach the log.
 */
export function createLogger(level: Level | "silent", destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "api" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** A logger that writes nothing: the default of an app built without one (most tests). */
export const silentLogger: Logger = createLogger("silent");
