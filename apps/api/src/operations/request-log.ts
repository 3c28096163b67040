import { hostKey } from "../tenancy";
import type { Logger } from "./logger";
import type { AnsweredRequest } from "./metrics";

/** What a request line says: nothing from the path, query, headers or body but the method. */
export interface RequestLine extends Omit<AnsweredRequest, "seconds" | "catalogCache"> {
  requestId: string;
  /** The partner slug of the host, or the host name of a custom domain (bounded). */
  tenant: string;
  ms: number;
}

/** The tenant a request names, without a database read: its slug, else its host name. */
export function tenantOfHost(host: string | undefined): string {
  if (!host) return "-";
  const { slug, hostname } = hostKey(host);
  return (slug ?? hostname).slice(0, 253);
}

/** Writes the one line of an answered request (errors and refusals too: 5xx as errors). */
export function logRequest(logger: Logger, line: RequestLine) {
  if (line.status >= 500) logger.error(line, "request");
  else logger.info(line, "request");
}
