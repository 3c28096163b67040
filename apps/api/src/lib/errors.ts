import type { ContentfulStatusCode } from "hono/utils/http-status";

/** A field issue of a 400 answer: where (`body.price`) and what. */
export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * An error the API answers as `{ status: "error", code, msg, issues? }` with its HTTP status.
 * `code` is stable (clients branch on it); `msg` is for people.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    msg: string,
    readonly issues?: FieldIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(msg);
  }
}

/** 404 with a code such as `order_not_found`. */
export const notFound = (code: string, msg: string) => new ApiError(404, code, msg);
/** 409 conflict. */
export const conflict = (code: string, msg: string) => new ApiError(409, code, msg);
/** 422: the request is well formed but cannot be done. */
export const unprocessable = (code: string, msg: string) => new ApiError(422, code, msg);
