/** A field-level problem, from a zod issue or the server's error envelope. */
export interface ApiIssue {
  path: string;
  message: string;
}

/** Base class of every API client error; carries the request's method and URL. */
export class ApiError extends Error {
  override readonly name: string = "ApiError";
  /** HTTP method of the failed request. */
  readonly method: string;
  /** Full URL of the failed request. */
  readonly url: string;
  constructor(message: string, request: { method: string; url: string }, options?: { cause?: unknown }) {
    super(message, options);
    this.method = request.method;
    this.url = request.url;
  }
}

/** The request never got an answer: offline, DNS, CORS, connection reset (`fetch` rejected). */
export class ApiNetworkError extends ApiError {
  override readonly name = "ApiNetworkError";
}

/** No complete answer within the time limit; the request was aborted. */
export class ApiTimeoutError extends ApiError {
  override readonly name = "ApiTimeoutError";
  /** The limit that was exceeded, in ms. */
  readonly timeoutMs: number;
  constructor(request: { method: string; url: string }, timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms`, request);
    this.timeoutMs = timeoutMs;
  }
}

/** The caller aborted the request (its `signal` fired). */
export class ApiAbortError extends ApiError {
  override readonly name = "ApiAbortError";
}

/** The error code of a 401 that refuses the customer token (the reference API's, spec §7 calls). */
export const CUSTOMER_TOKEN_REFUSED = "invalid_customer_token";

/**
 * The server answered with an error: a non-2xx status, or a 2xx carrying the error envelope.
 * `code`, `serverMessage` and `issues` come from the error envelope when the body had one.
 */
export class ApiStatusError extends ApiError {
  override readonly name = "ApiStatusError";
  /** HTTP status. */
  readonly status: number;
  /** The envelope's stable error code, when present. */
  readonly code: string | undefined;
  /** The envelope's human message, when present. */
  readonly serverMessage: string | undefined;
  /** The envelope's field issues (400s), when present. */
  readonly issues: readonly ApiIssue[];
  constructor(
    request: { method: string; url: string },
    details: {
      status: number;
      statusText?: string;
      code?: string;
      msg?: string;
      issues?: readonly ApiIssue[];
    },
  ) {
    super(
      details.msg ?? `Request failed with status ${details.status} ${details.statusText ?? ""}`.trim(),
      request,
    );
    this.status = details.status;
    this.code = details.code;
    this.serverMessage = details.msg;
    this.issues = details.issues ?? [];
  }
}

/**
 * A payload failed its schema: the outgoing params, query or body (`direction: "request"`, nothing
 * was sent), or the answer (`direction: "response"`: malformed JSON or a shape the endpoint's
 * schema refuses). Never a crash: the UI treats it like any failed request.
 */
export class ApiValidationError extends ApiError {
  override readonly name = "ApiValidationError";
  /** Which side was malformed. */
  readonly direction: "request" | "response";
  /** What was wrong, by path. */
  readonly issues: readonly ApiIssue[];
  constructor(
    request: { method: string; url: string },
    direction: "request" | "response",
    issues: readonly ApiIssue[],
  ) {
    super(
      direction === "request"
        ? "The request does not match its schema"
        : "The answer does not match its schema",
      request,
    );
    this.direction = direction;
    this.issues = issues;
  }
}

/** True for any error thrown by the API client. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
