import { lazyEndpoint } from "@storefront/core/api";
import { CheckoutPage, CompletePage, useOrderCall } from "@storefront/kit/checkout";
import { useSearch } from "@tanstack/react-router";
import { OrderProgress } from "../cart/order-progress";

// The sugar checkout's contract, and the zod schemas it builds, load with the first order.
const sugarCheckout = lazyEndpoint(
  () => import("@storefront/core/contracts/api/restaurant"),
  "sugarCheckout",
);

/**
 * `/checkout-sugar` (login required, sugar partners only — core's route guard): kit's checkout
 * (delivery or pickup, address, payment, coupon, the server's totals) placing the cart through the
 * sugar checkout call with one idempotency key per attempt. A placed order comes back here with its
 * reference and shows the confirmation; a declined card stays here with the cart kept and the
 * button to try again.
 */
export function SugarCheckoutPage() {
  const search = useSearch({ strict: false }) as { order_ref?: unknown };
  const call = useOrderCall(sugarCheckout);
  if (typeof search.order_ref === "string" && search.order_ref !== "") {
    return (
      <CompletePage
        continueShoppingTo="/menu"
        orderStatus={(order) => (
          <OrderProgress
            order={order}
            handover={order.delivery_method === "delivery" ? "delivery" : "counter"}
          />
        )}
      />
    );
  }
  return (
    <CheckoutPage
      call={call}
      successTo={(order) => ({
        to: "/checkout-sugar",
        search: { order_ref: order.order_ref },
      })}
      failureTo={null}
    />
  );
}
