/**
 * The API client's request and answer: the checks of the call's values, the URL, the headers, the
 * `fetch` with its time limit and abort, and the answer's envelope. The client loads this module
 * with `import()` on its first call (`client.ts`), together with the validation it needs anyway
 * (zod, the envelopes): the code that only creates a client — every page's first load — carries
 * neither, and the first call waits for no more than it already did.
 * @module
 */

import type { z } from "zod/mini";
import type { Endpoint } from "../contracts/endpoint.js";
import { safeJsonParse } from "../storage/safe-json.js";
import { checkRequest, errorEnvelopeOf, successDataOf } from "./call-validation.js";
import type { ApiBase, CallOptions } from "./client.js";
import {
  ApiAbortError,
  ApiError,
  ApiNetworkError,
  ApiStatusError,
  ApiTimeoutError,
  ApiValidationError,
  CUSTOMER_TOKEN_REFUSED,
} from "./errors.js";
import {
  type FetchLike,
  type Logger,
  newAbortController,
  type ResponseLike,
  type Timers,
} from "./http-types.js";
import { fillPathParams, requestUrl } from "./request-url.js";

/** Largest answer body parsed: 20 MB of text. */
const MAX_RESPONSE_CHARS = 20_000_000;

/** The client's settings a call is sent with, defaults already applied. */
export interface SendSettings {
  fetch: FetchLike;
  origin: string;
  baseUrl: string | undefined;
  defaultBase: ApiBase;
  timeoutMs: number;
  timers: Timers;
  logger: Logger;
  onCustomerTokenRefused: ((token: string) => void) | undefined;
}

/** The tokens a call sends, read when the call was made. */
export interface CallTokens {
  partner: string | null | undefined;
  customer: string | null | undefined;
}

/**
 * Sends one call and resolves with the `data` of its success envelope, validated by the endpoint's
 * response schema; rejects with one of the `ApiError`s (see `ApiClient.call`).
 */
export async function sendCall<E extends Endpoint>(
  settings: SendSettings,
  endpoint: E,
  callOptions: CallOptions<E>,
  tokens: CallTokens,
): Promise<z.output<E["response"]>> {
  const baseKind = callOptions.base ?? settings.defaultBase;
  const base = baseKind === "external" ? settings.baseUrl : settings.origin;
  const method = endpoint.method;
  const { params, query, body, issues } = checkRequest(endpoint, callOptions);
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

  const timeoutMs = callOptions.timeoutMs ?? settings.timeoutMs;
  const controller = newAbortController();
  let timer: unknown;
  let onAbort: (() => void) | undefined;
  const interrupted = new Promise<never>((_, reject) => {
    timer = settings.timers.setTimeout(() => {
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
      response = await settings.fetch(url, {
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
    const failure = errorEnvelopeOf(json);
    if (!response.ok || failure) {
      const error = new ApiStatusError(request, {
        status: response.status,
        statusText: response.statusText,
        ...(failure ? { code: failure.code, msg: failure.msg, issues: failure.issues } : {}),
      });
      if (customerToken && error.status === 401 && error.code === CUSTOMER_TOKEN_REFUSED) {
        try {
          settings.onCustomerTokenRefused?.(customerToken);
        } catch (hookError) {
          settings.logger.error("onCustomerTokenRefused failed", hookError);
        }
      }
      throw error;
    }
    const parsed = successDataOf(endpoint.response, json);
    if (!parsed.ok) throw new ApiValidationError(request, "response", parsed.issues);
    return parsed.data as z.output<E["response"]>;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiValidationError(request, "response", [{ path: "", message: String(error) }]);
  } finally {
    settings.timers.clearTimeout(timer);
    if (external && onAbort) external.removeEventListener("abort", onAbort);
  }
}
