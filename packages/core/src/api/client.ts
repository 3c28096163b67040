import type { z } from "zod/mini";
import type { Endpoint } from "../contracts/endpoint.js";
import { safeJsonParse } from "../storage/safe-json.js";
import {
  ApiAbortError,
  ApiError,
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

/**
 * An endpoint, or a function that loads it (`lazyEndpoint(() => import("…/contracts/api/pages"),
 * "getHome")`): the contracts module, and the zod schemas it builds, then load with the first call
 * instead of with the code that makes it.
 */
export type EndpointSource<E extends Endpoint = Endpoint> = E | (() => Promise<E>);

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
   * `ApiValidationError` — or, when the code of the call fails to load (a lazy endpoint's module,
   * or the client's validation on its first call), with that `import()`'s own error, unchanged: it
   * is a code chunk's failure, not the API's, and the shell's chunk reload guard must recognise it.
   */
  call<E extends Endpoint>(
    endpoint: EndpointSource<E>,
    options?: CallOptions<E>,
  ): Promise<z.output<E["response"]>>;
  /** The logger the client was given. */
  readonly logger: Logger;
}

type CallValidation = typeof import("./call-validation.js");

/** The validation module once it has loaded (then calls validate with no wait). */
let loadedValidation: CallValidation | undefined;
let validationLoad: Promise<CallValidation> | undefined;

/**
 * Loads the client's validation (zod, the envelopes) once, on the first call: the code that only
 * creates the client — the first load of every page — does not carry zod. A failed load is tried
 * again by the next call.
 */
function loadValidation(): Promise<CallValidation> {
  validationLoad ??= import("./call-validation.js").then(
    (module) => {
      loadedValidation = module;
      return module;
    },
    (error: unknown) => {
      validationLoad = undefined;
      throw error;
    },
  );
  return validationLoad;
}

/** The tokens a call sends. */
interface CallTokens {
  partner: string | null | undefined;
  customer: string | null | undefined;
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

  async function call<E extends Endpoint>(source: EndpointSource<E>, callOptions: CallOptions<E> = {}) {
    // The tokens of the moment the call is made, as before any load could delay the request: a
    // logout starts its call, then clears the customer token at once.
    const tokens: CallTokens = { partner: options.getPartnerToken(), customer: options.getCustomerToken() };
    // The loader counts the call from the moment it is made (spec §4), the loads of its contract
    // and of the validation included: a shopper's tap shows progress at once.
    if (callOptions.showLoader) options.loader?.start();
    try {
      // Once the validation has loaded, a given endpoint is sent with no wait (no extra tick).
      if (typeof source !== "function" && loadedValidation)
        return await send(loadedValidation, source, callOptions, tokens);
      const [endpoint, validation] = await Promise.all([
        typeof source === "function" ? source() : source,
        loadValidation(),
      ]);
      return await send(validation, endpoint, callOptions, tokens);
    } finally {
      if (callOptions.showLoader) options.loader?.end();
    }
  }

  async function send<E extends Endpoint>(
    validation: CallValidation,
    endpoint: E,
    callOptions: CallOptions<E>,
    tokens: CallTokens,
  ): Promise<z.output<E["response"]>> {
    const baseKind = callOptions.base ?? options.defaultBase ?? "own";
    const base = baseKind === "external" ? options.baseUrl : options.origin;
    const method = endpoint.method;
    const { params, query, body, issues } = validation.checkRequest(endpoint, callOptions);
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
    if (tokens.partner) headers.Authorization = `Bearer ${tokens.partner}`;
    const customerToken = tokens.customer;
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

    try {
      const { response, text } = await Promise.race([exchange(), interrupted]);
      const json =
        text === "" ? undefined : safeJsonParse(text, { maxChars: MAX_RESPONSE_CHARS, maxDepth: 64 });
      const failure = validation.errorEnvelopeOf(json);
      if (!response.ok || failure) {
        const error = new ApiStatusError(request, {
          status: response.status,
          statusText: response.statusText,
          ...(failure ? { code: failure.code, msg: failure.msg, issues: failure.issues } : {}),
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
      const parsed = validation.successDataOf(endpoint.response, json);
      if (!parsed.ok) throw new ApiValidationError(request, "response", parsed.issues);
      return parsed.data as z.output<E["response"]>;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiValidationError(request, "response", [{ path: "", message: String(error) }]);
    } finally {
      timers.clearTimeout(timer);
      if (external && onAbort) external.removeEventListener("abort", onAbort);
    }
  }

  return { call, logger };
}
