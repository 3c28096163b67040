import { createLogger, type Logger } from "../operations/logger";

/** A logger that keeps its lines in memory, for tests that read what the server logged. */
export function memoryLog(level: "info" | "debug" | "warn" = "info") {
  const lines: string[] = [];
  const logger: Logger = createLogger(level, { write: (line: string) => void lines.push(line) });
  return {
    logger,
    /** Every line as written (JSON text). */
    lines,
    /** The lines parsed. */
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary log fields
    entries: (): any[] => lines.map((line) => JSON.parse(line)),
  };
}
