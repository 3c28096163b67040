import { randomUUID } from "node:crypto";

/** The header a request's id comes in and goes back in. */
export const REQUEST_ID_HEADER = "X-Request-Id";

// Short and plain, so an id from outside can neither forge log fields nor blow up a line.
const WELL_FORMED = /^[A-Za-z0-9._-]{1,128}$/;

/** The incoming id when well formed (a proxy's, to follow one request through), else a new one. */
export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && WELL_FORMED.test(header) ? header : randomUUID();
}
