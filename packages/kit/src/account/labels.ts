import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RETURN_REASONS } from "@storefront/core/contracts/api/account";

/**
 * Labels of the server's status codes. The API answers machine words (`delivered`, `cod`…); an
 * unknown word (a status added on the server later) is shown as it is rather than hidden.
 */
const ORDER_STATUS: Readonly<Record<string, MessageDescriptor>> = {
  placed: msg`Placed`,
  paid: msg`Paid`,
  processing: msg`Processing`,
  shipped: msg`Shipped`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
  refunded: msg`Refunded`,
  returned: msg`Returned`,
};

const PAYMENT_STATUS: Readonly<Record<string, MessageDescriptor>> = {
  paid: msg`Paid`,
  pending: msg`Pending`,
  failed: msg`Failed`,
  refunded: msg`Refunded`,
};

const PAYMENT_METHOD: Readonly<Record<string, MessageDescriptor>> = {
  card: msg`Card`,
  cod: msg`Cash on delivery`,
};

const DELIVERY_METHOD: Readonly<Record<string, MessageDescriptor>> = {
  delivery: msg`Delivery`,
  pickup: msg`Pickup`,
  dine_in: msg`Dine in`,
  // A purchase with nothing to deliver (a salon's plan or gift voucher).
  none: msg`Nothing to deliver`,
};

/** Where an order was placed (core's `ORDER_CHANNELS`). */
const ORDER_CHANNEL: Readonly<Record<string, MessageDescriptor>> = {
  shop: msg`Online`,
  kiosk: msg`Kiosk`,
  table: msg`At the table`,
  sugar: msg`Online`,
  booking: msg`Booking`,
};

/** The return statuses of the API, in their order of progress (`rejected` ends it early). */
export const RETURN_STATUS: Readonly<Record<string, MessageDescriptor>> = {
  requested: msg`Requested`,
  approved: msg`Approved`,
  received: msg`Received`,
  refunded: msg`Refunded`,
  rejected: msg`Rejected`,
};

/** The reasons a customer may give for a return (core's `RETURN_REASONS`). */
export const RETURN_REASON: Readonly<Record<(typeof RETURN_REASONS)[number], MessageDescriptor>> = {
  damaged: msg`Damaged`,
  wrong_item: msg`Wrong item`,
  not_as_described: msg`Not as described`,
  changed_mind: msg`Changed my mind`,
  other: msg`Other`,
};

const APPOINTMENT_STATUS: Readonly<Record<string, MessageDescriptor>> = {
  booked: msg`Booked`,
  cancelled: msg`Cancelled`,
  completed: msg`Completed`,
};

const STATEMENT_KIND: Readonly<Record<string, MessageDescriptor>> = {
  order: msg`Order`,
  payment: msg`Payment`,
  refund: msg`Refund`,
  voucher: msg`Voucher`,
  adjustment: msg`Adjustment`,
};

/** The label of a code in one of the tables above, or the code itself when the table lacks it. */
export type Label = MessageDescriptor | string;

function pick(table: Readonly<Record<string, MessageDescriptor>>, code: string): Label {
  return Object.hasOwn(table, code) ? (table[code] as MessageDescriptor) : code;
}

/** An order status (`delivered` → "Delivered"). */
export const orderStatusLabel = (status: string): Label => pick(ORDER_STATUS, status);
/** A payment status. */
export const paymentStatusLabel = (status: string): Label => pick(PAYMENT_STATUS, status);
/** A payment method. */
export const paymentMethodLabel = (method: string): Label => pick(PAYMENT_METHOD, method);
/** A delivery method. */
export const deliveryMethodLabel = (method: string): Label => pick(DELIVERY_METHOD, method);
/** Where an order was placed (`kiosk` → "Kiosk"). */
export const orderChannelLabel = (channel: string): Label => pick(ORDER_CHANNEL, channel);
/** A return status. */
export const returnStatusLabel = (status: string): Label => pick(RETURN_STATUS, status);
/** A return reason. */
export const returnReasonLabel = (reason: string): Label => pick(RETURN_REASON, reason);
/** An appointment status. */
export const appointmentStatusLabel = (status: string): Label => pick(APPOINTMENT_STATUS, status);
/** A statement entry kind. */
export const statementKindLabel = (kind: string): Label => pick(STATEMENT_KIND, kind);

/** Badge colour of a status: done (success), failed/cancelled (destructive), else in progress. */
export function statusTone(status: string): "success" | "destructive" | "secondary" {
  if (["delivered", "completed", "refunded", "paid"].includes(status)) return "success";
  if (["cancelled", "rejected", "failed"].includes(status)) return "destructive";
  return "secondary";
}
