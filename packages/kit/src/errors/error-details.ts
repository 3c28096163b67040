/** Why a page is not found (spec §8): no route matches, or the route failed validation. */
export type NotFoundReason = "unmatched" | "unavailable";

/** What kit's guard puts into `notFound({ data })`, read back by the not-found page. */
export interface NotFoundData {
  reason: NotFoundReason;
  /** The path the visitor asked for, as the browser shows it. */
  path: string;
}

/** Narrows `notFound({ data })` to kit's shape (anything else is treated as an unmatched route). */
export function isNotFoundData(value: unknown): value is NotFoundData {
  if (!value || typeof value !== "object") return false;
  const { reason, path } = value as Record<string, unknown>;
  return (reason === "unmatched" || reason === "unavailable") && typeof path === "string";
}

/** The status code and texts an error carries, whatever threw it (a fetch error, an API error…). */
export interface ErrorDetails {
  statusCode: number | null;
  message: string | null;
  statusMessage: string | null;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

function code(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 100 && value <= 599 ? value : null;
}

/**
 * Reads `statusCode`/`status`, `message` and `statusMessage`/`statusText` from anything thrown.
 * The error page shows the message, or else the status message (spec §2, §8).
 */
export function errorDetails(error: unknown): ErrorDetails {
  if (typeof error === "string") return { statusCode: null, message: text(error), statusMessage: null };
  if (!error || typeof error !== "object") return { statusCode: null, message: null, statusMessage: null };
  const record = error as Record<string, unknown>;
  return {
    statusCode: code(record.statusCode) ?? code(record.status),
    message: text(record.message),
    statusMessage: text(record.statusMessage) ?? text(record.statusText),
  };
}
