import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { lazyEndpoint } from "@storefront/core/api";
import { DEVICE_HEADER } from "@storefront/core/contracts/request-headers";
import { ORDER_ERROR_MESSAGES, type PlacedOrder, useOrderCall } from "@storefront/kit/checkout";
import { serverErrorMessage } from "@storefront/kit/errors";
import { useCart, useCartStore } from "@storefront/kit/session";
import { useState } from "react";
import { useDeviceId } from "../device-id";
import { menuOrderItems } from "../menu/menu-choice";

// The order's contract, and the zod schemas it builds, load with the first order: not with the cart.
const placeKioskOrder = lazyEndpoint(
  () => import("@storefront/core/contracts/api/restaurant"),
  "placeKioskOrder",
);

/** The menu order's own error codes, in the diner's words. */
const MENU_ORDER_ERRORS = {
  ...ORDER_ERROR_MESSAGES,
  item_unavailable: msg`An item of your order is no longer available. Remove it and try again.`,
  invalid_options: msg`An item's options are no longer valid. Remove it and add it again.`,
  menu_item_not_found: msg`An item of your order is no longer on the menu. Remove it and try again.`,
  table_number_required: msg`Enter your table number.`,
  payment_failed: msg`The payment was declined. Your order is kept: try again or pay another way.`,
};

/** How a menu order is paid and where it goes. */
export interface MenuOrderFields {
  payment_method: "card" | "cod";
  card_token?: string;
  table_number?: string;
  customer_name?: string;
}

/**
 * Places the cart as a kiosk or table order (`placeKioskOrder`): one `Idempotency-Key` per attempt
 * (a double tap orders once), sent with this device's `X-Device-Id` so the key is the device's
 * own. Success clears the cart and answers the order; a failure keeps the cart and says why.
 */
export function useMenuOrder(channel: "kiosk" | "table") {
  const { i18n } = useLingui();
  const deviceId = useDeviceId();
  const cart = useCart();
  const cartStore = useCartStore();
  const call = useOrderCall(placeKioskOrder, deviceId ? { [DEVICE_HEADER]: deviceId } : undefined);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [error, setError] = useState<string | null>(null);

  const place = async (fields: MenuOrderFields) => {
    setError(null);
    try {
      const order = await call.place({ channel, items: menuOrderItems(cart.list), ...fields });
      setPlaced(order);
      cartStore.clear();
    } catch (failure) {
      setError(i18n._(serverErrorMessage(failure, { codes: MENU_ORDER_ERRORS })));
    }
  };

  return {
    place,
    placed,
    error,
    setError,
    pending: call.pending,
    ready: deviceId !== null,
    reset: () => setPlaced(null),
  };
}
