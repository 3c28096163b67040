import {
  type CallOptions,
  createApiClient,
  type EndpointSource,
  type FetchLike,
  lazyEndpoint,
} from "@storefront/core/api";
import type * as checkoutApi from "@storefront/core/contracts/api/checkout";
import type { OrderDetail } from "@storefront/core/contracts/api/checkout";
import type { Endpoint } from "@storefront/core/contracts/endpoint";
import { IDEMPOTENCY_HEADER } from "@storefront/core/contracts/request-headers";
import { useCallback, useRef, useState } from "react";
import { attemptSettled, newIdempotencyKey } from "./idempotency";

// The checkout's contract, and the zod schemas it builds, load with the first order: not with the
// pages that only hold the button.
const placeOrder = lazyEndpoint(() => import("@storefront/core/contracts/api/checkout"), "placeOrder");

/** The body of `place_order`. */
export type PlaceOrderBody = NonNullable<CallOptions<typeof checkoutApi.placeOrder>["body"]>;
/** The order `place_order` answers. */
export type PlacedOrder = OrderDetail;

/** What the order call needs to reach the API as the mount's client does. */
export interface OrderClientOptions {
  /** The site origin (`location.origin`). */
  origin: string;
  /** The partner's access token (bearer). */
  getPartnerToken(): string | null | undefined;
  /** The customer's token (`X-customer-token`). */
  getCustomerToken(): string | null | undefined;
  /** The runtime's `fetch` by default. */
  fetch?: FetchLike;
  /** Told when the server refuses the customer token (the session ends, see core's client). */
  onCustomerTokenRefused?: (token: string) => void;
}

/** Places the order with its `Idempotency-Key` (`callWithKey` of `place_order`). */
export function placeOrderWithKey(
  options: OrderClientOptions,
  key: string,
  body: PlaceOrderBody,
): Promise<PlacedOrder> {
  return callWithKey(options, key, placeOrder, { body });
}

/**
 * Calls an endpoint that takes an `Idempotency-Key` (an order placement, a kiosk order, a
 * vertical's purchase) — given, or lazy (`lazyEndpoint`) —, with any extra `headers` the call needs (a kiosk's device id). Core's
 * client takes no per-call headers, so this builds a client for the call over the same origin and
 * tokens whose `fetch` adds them. (When core's `CallOptions` gains `headers`, this becomes
 * `client.call(endpoint, { headers })`.)
 */
export function callWithKey<E extends Endpoint>(
  options: OrderClientOptions & { headers?: Readonly<Record<string, string>> },
  key: string,
  endpoint: EndpointSource<E>,
  callOptions: CallOptions<E>,
): Promise<E["response"]["_zod"]["output"]> {
  const given = options.fetch;
  const fetchWithKey: FetchLike = (input, init) => {
    const request = { ...init, headers: { ...init.headers, ...options.headers, [IDEMPOTENCY_HEADER]: key } };
    return given ? given(input, request) : globalThis.fetch(input, request);
  };
  const client = createApiClient({
    fetch: fetchWithKey,
    origin: options.origin,
    getPartnerToken: options.getPartnerToken,
    getCustomerToken: options.getCustomerToken,
    ...(options.onCustomerTokenRefused ? { onCustomerTokenRefused: options.onCustomerTokenRefused } : {}),
    // Payment can take a while; the outcome of a timed-out attempt is unknown and the retry keeps the key.
    timeoutMs: 60_000,
  });
  return client.call(endpoint, callOptions);
}

/** One idempotent call of a checkout (see `useIdempotentCall`). */
export interface IdempotentCall<B, R> {
  /**
   * Sends the call. While an attempt is on its way every call answers that same attempt (a double
   * click sends one request); its key is reused until the server settles the attempt.
   */
  place(body: B): Promise<R>;
  /** True while an attempt is on its way (disable the button). */
  pending: boolean;
  /** The key the next (or current) attempt uses. */
  currentKey(): string;
}

/** One checkout's order placement (`place_order`). */
export type OrderPlacement = IdempotentCall<PlaceOrderBody, PlacedOrder>;

/**
 * An idempotent call of one checkout: `send(key, body)` gets an `Idempotency-Key` generated once per
 * attempt (`crypto.randomUUID`) and reused for every request of that attempt — a double click, a
 * retry after a network failure or a timeout — so the server acts at most once. When the server
 * settles the attempt (an answer, or a 4xx such as a declined payment), the next attempt gets a
 * new key, as the API requires to retry a declined payment. The order placement is one
 * (`useOrderPlacement`); a vertical's own purchase call (a plan, a voucher) is another.
 */
export function useIdempotentCall<B, R>(send: (key: string, body: B) => Promise<R>): IdempotentCall<B, R> {
  const keyRef = useRef<string | null>(null);
  const inFlight = useRef<Promise<R> | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;
  const [pending, setPending] = useState(false);

  const currentKey = useCallback(() => {
    keyRef.current ??= newIdempotencyKey();
    return keyRef.current;
  }, []);

  const place = useCallback(
    (body: B) => {
      if (inFlight.current) return inFlight.current;
      const key = currentKey();
      setPending(true);
      const attempt = sendRef.current(key, body).then(
        (answer) => {
          keyRef.current = null;
          return answer;
        },
        (error: unknown) => {
          if (attemptSettled(error)) keyRef.current = null;
          throw error;
        },
      );
      inFlight.current = attempt;
      attempt
        .finally(() => {
          inFlight.current = null;
          setPending(false);
        })
        .catch(() => {});
      return attempt;
    },
    [currentKey],
  );

  return { place, pending, currentKey };
}

/** The order placement of one checkout: `place_order` through `useIdempotentCall`. */
export function useOrderPlacement(options: OrderClientOptions): OrderPlacement {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  return useIdempotentCall((key, body: PlaceOrderBody) => placeOrderWithKey(optionsRef.current, key, body));
}
