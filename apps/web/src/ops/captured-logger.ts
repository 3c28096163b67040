import { createLogger, type Logger, type LogLevel } from "./logger";

/** A logger whose lines a test reads back, each parsed as the JSON it must be. */
export interface CapturedLogger {
  logger: Logger;
  /** Every line written, as written. */
  lines: string[];
  /** Every line, parsed (a line that is not JSON fails the test here). */
  records(): Array<Record<string, unknown>>;
}

export function captureLogger(level: LogLevel = "info"): CapturedLogger {
  const lines: string[] = [];
  // pino writes each line to a destination with `write` synchronously: no flush to wait for.
  const logger = createLogger(level, { write: (line: string) => void lines.push(line) });
  return {
    logger,
    lines,
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
