import { z } from "zod/mini";
import type { Endpoint } from "../contracts/endpoint.js";
import { errorEnvelopeSchema, successEnvelope } from "../contracts/envelope.js";
import { safeJsonParse } from "../storage/safe-json.js";
import {
  ApiAbortError,
  ApiError,
  type ApiIssue,
  ApiNetworkError,
  ApiStatusError,
  ApiTimeoutError,
  ApiValidationError,
} from "./errors.js";
import {
  type AbortSignalLike,
  defaultLogger,
  defaultTimers,
  type FetchLike,
  type Logger,
  newAbortController,
  type ResponseLike,
  type Timers,
} from "./http-types.js";
import type { LoaderHooks } from "./pending-requests.js";
import { fillPathParams, requestUrl } from "./request-url.js";

/** Default time limit of a request: 30 s (the spec names none). */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** The error code of a 401 that refuses the customer token (the reference API's, spec §7 calls). */
export const CUSTOMER_TOKEN_REFUSED = "invalid_customer_token";

/** Largest answer body parsed: 20 MB of text. */
const MAX_RESPONSE_CHARS = 20_000_000;

/** Which base URL a call uses: the site origin (own API) or the configured external base URL. */
export type ApiBase = "own" | "external";

/** Options of `createApiClient`. */
export interface ApiClientOptions {
  /** The runtime's `fetch` (or a test double). */
  fetch: FetchLike;
  /** The site origin (`https://shop.example`): the base of own-API requests (spec §7). */
  origin: string;
  /** The base URL of other APIs (spec §7), used by calls with `base: "external"`. */
  baseUrl?: string;
  /** Which base calls use when they do not say: `"own"` by default. */
  defaultBase?: ApiBase;
  /** The partner's access token, sent as `Authorization: Bearer …` on every request. */
  getPartnerToken(): string | null | undefined;
  /** The logged-in user's token, sent as `X-customer-token` when present. */
  getCustomerToken(): string | null | undefined;
  /** Loader hooks (e.g. `createPendingRequests()`), called around `showLoader` requests. */
  loader?: LoaderHooks;
  /** Time limit of a request in ms (`DEFAULT_TIMEOUT_MS` by default). */
  timeoutMs?: number;
  /** Where failures of the spec calls are logged (`console` by default). */
  logger?: Logger;
  /** Timer functions (the runtime's by default). */
  timers?: Timers;
  /**
   * Called with the customer token a call sent when the server refused it (401
   * `invalid_customer_token`: revoked, expired, logged out elsewhere), before the call rejects with
   * its `ApiStatusError`. The session ends there, whichever call found out (issue 17).
   */
  onCustomerTokenRefused?(token: string): void;
}

type SchemaInput<S> = S extends z.core.$ZodType ? z.input<S> : never;

/** Per-call options; `params`, `query` and `body` are typed by the endpoint's schemas. */
export interface CallOptions<E extends Endpoint = Endpoint> {
  /** Values of the path's `:param` segments. */
  params?: SchemaInput<E["params"]>;
  /** Search parameters; empty, undefined and null values are dropped. */
  query?: SchemaInput<E["query"]>;
  /** The JSON body (not sent with GET). */
  body?: SchemaInput<E["body"]>;
  /** Counts the request in the loader (spec §4). */
  showLoader?: boolean;
  /** Aborts the request (→ `ApiAbortError`). */
  signal?: AbortSignalLike;
  /** Overrides the client's base for this call. */
  base?: ApiBase;
  /** Overrides the client's time limit for this call. */
  timeoutMs?: number;
  /**
   * Extra request headers (`Idempotency-Key`). The client's own — `Accept`, `Authorization`,
   * `X-customer-token`, `Content-Type` — cannot be overridden.
   */
  headers?: Record<string, string>;
}

/** The API client. */
export interface ApiClient {
  /**
   * Calls an endpoint: validates params, query and body with the endpoint's schemas, sends the
   * request with the partner bearer token and (when logged in) `X-customer-token`, and resolves
   * with the `data` of the success envelope, validated by the endpoint's response schema. Rejects
   * with `ApiNetworkError`, `ApiTimeoutError`, `ApiAbortError`, `ApiStatusError` or
   * `ApiValidationError` — never anything else.
   */
  call<E extends Endpoint>(endpoint: E, options?: CallOptions<E>): Promise<z.output<E["response"]>>;
  /** The logger the client was given. */
  readonly logger: Logger;
}

function issuesOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): ApiIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

function validate(
  schema: z.core.$ZodType | undefined,
  value: unknown,
  what: string,
  issues: ApiIssue[],
): { ok: true; value: unknown } | { ok: false } {
  if (!schema) return { ok: true, value };
  const result = z.safeParse(schema, value);
  if (result.success) return { ok: true, value: result.data };
  for (const issue of issuesOf(result.error)) {
    issues.push({ path: issue.path ? `${what}.${issue.path}` : what, message: issue.message });
  }
  return { ok: false };
}

/**
 * Creates the API client (spec §7). Framework-free: `fetch`, the tokens, the loader, the timers and
 * the logger are injected. Own-API calls go to `origin`, calls with `base: "external"` (per call,
 * or `defaultBase` per client) to `baseUrl`; the path is the endpoint's prefix
 * (`/ecommerce/api/snachoo`, `/ecommerce/api/cms`, `/snachoo/api`) + its path.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timers = options.timers ?? defaultTimers();
  const logger = options.logger ?? defaultLogger();
  const envelopes = new WeakMap<z.core.$ZodType, z.core.$ZodType>();
  const envelopeOf = (schema: z.core.$ZodType) => {
    let envelope = envelopes.get(schema);
    if (!envelope) {
      envelope = successEnvelope(schema);
      envelopes.set(schema, envelope);
    }
    return envelope;
  };

  async function call<E extends Endpoint>(endpoint: E, callOptions: CallOptions<E> = {}) {
    const baseKind = callOptions.base ?? options.defaultBase ?? "own";
    const base = baseKind === "external" ? options.baseUrl : options.origin;
    const method = endpoint.method;
    const issues: ApiIssue[] = [];
    const params = validate(endpoint.params, callOptions.params ?? {}, "params", issues);
    const query = validate(endpoint.query, callOptions.query ?? {}, "query", issues);
    const body = validate(endpoint.body, callOptions.body, "body", issues);
    const filled = fillPathParams(endpoint.path, params.ok ? (params.value as Record<string, unknown>) : {});
    for (const name of filled.missing)
      issues.push({ path: `params.${name}`, message: "Missing path parameter" });
    const url = requestUrl(
      base ?? "",
      endpoint,
      filled.path,
      query.ok ? (query.value as Record<string, unknown> | undefined) : undefined,
    );
    const request = { method, url };
    if (base === undefined) {
      throw new ApiNetworkError("No base URL is configured for external API calls", request);
    }
    if (issues.length > 0) throw new ApiValidationError(request, "request", issues);

    const headers: Record<string, string> = { ...callOptions.headers, Accept: "application/json" };
    const partnerToken = options.getPartnerToken();
    if (partnerToken) headers.Authorization = `Bearer ${partnerToken}`;
    const customerToken = options.getCustomerToken();
    if (customerToken) headers["X-customer-token"] = customerToken;
    const sendsBody = method !== "GET" && body.ok && body.value !== undefined;
    if (sendsBody) headers["Content-Type"] = "application/json";

    const external = callOptions.signal;
    if (external?.aborted)
      throw new ApiAbortError("The request was aborted", request, { cause: external.reason });

    const timeoutMs = callOptions.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = newAbortController();
    let timer: unknown;
    let onAbort: (() => void) | undefined;
    const interrupted = new Promise<never>((_, reject) => {
      timer = timers.setTimeout(() => {
        controller?.abort();
        reject(new ApiTimeoutError(request, timeoutMs));
      }, timeoutMs);
      if (external) {
        onAbort = () => {
          controller?.abort(external.reason);
          reject(new ApiAbortError("The request was aborted", request, { cause: external.reason }));
        };
        external.addEventListener("abort", onAbort, { once: true });
      }
    });

    const exchange = async (): Promise<{ response: ResponseLike; text: string }> => {
      let response: ResponseLike;
      try {
        response = await options.fetch(url, {
          method,
          headers,
          ...(sendsBody ? { body: JSON.stringify(body.value) } : {}),
          ...(controller ? { signal: controller.signal } : {}),
        });
      } catch (error) {
        throw new ApiNetworkError("The request failed", request, { cause: error });
      }
      try {
        return { response, text: await response.text() };
      } catch (error) {
        throw new ApiNetworkError("The answer could not be read", request, { cause: error });
      }
    };

    if (callOptions.showLoader) options.loader?.start();
    try {
      const { response, text } = await Promise.race([exchange(), interrupted]);
      const json =
        text === "" ? undefined : safeJsonParse(text, { maxChars: MAX_RESPONSE_CHARS, maxDepth: 64 });
      const failure = errorEnvelopeSchema.safeParse(json);
      if (!response.ok || failure.success) {
        const error = new ApiStatusError(request, {
          status: response.status,
          statusText: response.statusText,
          ...(failure.success
            ? { code: failure.data.code, msg: failure.data.msg, issues: failure.data.issues }
            : {}),
        });
        if (customerToken && error.status === 401 && error.code === CUSTOMER_TOKEN_REFUSED) {
          try {
            options.onCustomerTokenRefused?.(customerToken);
          } catch (hookError) {
            logger.error("onCustomerTokenRefused failed", hookError);
          }
        }
        throw error;
      }
      const parsed = z.safeParse(envelopeOf(endpoint.response), json);
      if (!parsed.success) throw new ApiValidationError(request, "response", issuesOf(parsed.error));
      return (parsed.data as { data: z.output<E["response"]> }).data;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiValidationError(request, "response", [{ path: "", message: String(error) }]);
    } finally {
      timers.clearTimeout(timer);
      if (external && onAbort) external.removeEventListener("abort", onAbort);
      if (callOptions.showLoader) options.loader?.end();
    }
  }

  return { call, logger };
}
