import type { CallOptions, EndpointSource } from "@storefront/core/api";
import type { Endpoint } from "@storefront/core/contracts/endpoint";
import { useRef } from "react";
import { usePartner } from "../partner";
import { useSession } from "../session";
import { callWithKey, type IdempotentCall, type OrderClientOptions, useIdempotentCall } from "./place-order";

function pageOrigin(): string {
  return typeof location === "undefined" ? "" : location.origin;
}

/**
 * How the mount's idempotent calls reach the API: the page's origin, the partner's token and the
 * logged-in customer's, read when the call is sent (never during render); a refused customer token
 * ends the session, as on the mount's client.
 */
export function useOrderClientOptions(): OrderClientOptions {
  const partner = usePartner();
  const session = useSession();
  return {
    origin: pageOrigin(),
    getPartnerToken: () => partner.access_token,
    getCustomerToken: () => session.getUser()?.token,
    onCustomerTokenRefused: (token) => session.tokenRefused(token),
  };
}

/**
 * An idempotent call of any endpoint that takes an `Idempotency-Key` (a vertical's purchase of a
 * plan or a voucher, say): `useIdempotentCall` over `callWithKey`, with the mount's client options.
 * The endpoint may be lazy (`lazyEndpoint`: its contract loads with the first call). `toCallOptions`
 * turns the body the page places into the endpoint's params and body; `headers` are any extra ones
 * the call needs (a kiosk's device id).
 */
export function useIdempotentEndpoint<E extends Endpoint, B>(
  endpoint: EndpointSource<E>,
  toCallOptions: (body: B) => CallOptions<E>,
  headers?: Readonly<Record<string, string>>,
): IdempotentCall<B, E["response"]["_zod"]["output"]> {
  const client = useOrderClientOptions();
  const latest = useRef({ client, endpoint, toCallOptions, headers });
  latest.current = { client, endpoint, toCallOptions, headers };
  return useIdempotentCall((key, body: B) => {
    const { client, endpoint, toCallOptions, headers } = latest.current;
    return callWithKey(headers ? { ...client, headers } : client, key, endpoint, toCallOptions(body));
  });
}

/**
 * An idempotent call of another order endpoint than `place_order` (a restaurant's sugar checkout,
 * a kiosk order) over the mount's partner and customer tokens, with the extra `headers` it needs
 * (a kiosk's `X-Device-Id`). Pass it to `usePlaceOrder({ call })` or `CheckoutPage`'s `call`.
 */
export function useOrderCall<E extends Endpoint>(
  endpoint: EndpointSource<E>,
  headers?: Readonly<Record<string, string>>,
) {
  return useIdempotentEndpoint(
    endpoint,
    (body: NonNullable<CallOptions<E>["body"]>) => ({ body }) as CallOptions<E>,
    headers,
  );
}
