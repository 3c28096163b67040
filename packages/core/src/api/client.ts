import type { z } from "zod/mini";
import type { Endpoint } from "../contracts/endpoint.js";
import {
  type AbortSignalLike,
  defaultLogger,
  defaultTimers,
  type FetchLike,
  type Logger,
  type Timers,
} from "./http-types.js";
import type { LoaderHooks } from "./pending-requests.js";
import type { CallTokens, SendSettings } from "./send-call.js";

/** Default time limit of a request: 30 s (the spec names none). */
export const DEFAULT_TIMEOUT_MS = 30_000;

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

type SendCall = typeof import("./send-call.js");

/** The sending code once it has loaded (then calls are sent with no wait). */
let loadedSender: SendCall | undefined;
let senderLoad: Promise<SendCall> | undefined;

/**
 * Loads the sending code and its validation (zod, the envelopes) once, on the first call: the code
 * that only creates the client — the first load of every page — carries neither. A failed load is
 * tried again by the next call.
 */
function loadSender(): Promise<SendCall> {
  senderLoad ??= import("./send-call.js").then(
    (module) => {
      loadedSender = module;
      return module;
    },
    (error: unknown) => {
      senderLoad = undefined;
      throw error;
    },
  );
  return senderLoad;
}

/**
 * Creates the API client (spec §7). Framework-free: `fetch`, the tokens, the loader, the timers and
 * the logger are injected. Own-API calls go to `origin`, calls with `base: "external"` (per call,
 * or `defaultBase` per client) to `baseUrl`; the path is the endpoint's prefix
 * (`/ecommerce/api/snachoo`, `/ecommerce/api/cms`, `/snachoo/api`) + its path.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const logger = options.logger ?? defaultLogger();
  const settings: SendSettings = {
    fetch: options.fetch,
    origin: options.origin,
    baseUrl: options.baseUrl,
    defaultBase: options.defaultBase ?? "own",
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    timers: options.timers ?? defaultTimers(),
    logger,
    onCustomerTokenRefused: options.onCustomerTokenRefused,
  };

  async function call<E extends Endpoint>(source: EndpointSource<E>, callOptions: CallOptions<E> = {}) {
    // The tokens of the moment the call is made, as before any load could delay the request: a
    // logout starts its call, then clears the customer token at once.
    const tokens: CallTokens = { partner: options.getPartnerToken(), customer: options.getCustomerToken() };
    // The loader counts the call from the moment it is made (spec §4), the loads of its contract
    // and of the sending code included: a shopper's tap shows progress at once.
    if (callOptions.showLoader) options.loader?.start();
    try {
      // Once the sending code has loaded, a given endpoint is sent with no wait (no extra tick).
      if (typeof source !== "function" && loadedSender)
        return await loadedSender.sendCall(settings, source, callOptions, tokens);
      const [endpoint, sender] = await Promise.all([
        typeof source === "function" ? source() : source,
        loadSender(),
      ]);
      return await sender.sendCall(settings, endpoint, callOptions, tokens);
    } finally {
      if (callOptions.showLoader) options.loader?.end();
    }
  }

  return { call, logger };
}
