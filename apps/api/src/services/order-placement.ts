import type { Db, Tx } from "../db/client";
import type { orders } from "../db/schema";
import { ApiError } from "../lib/errors";
import type { Tenant } from "../tenancy";
import { type IdempotentRequest, runIdempotent, type StoredAnswer } from "./idempotency";
import { orderDetail } from "./order-records";
import { type OrderDraft, writeOrder } from "./order-writer";

type OrderRow = typeof orders.$inferSelect;

export type { StoredAnswer } from "./idempotency";

/**
 * Runs an order placement under an `Idempotency-Key` (`runIdempotent`: one transaction, the key's
 * scope locked, a repeat replays the stored answer): `decide` computes the order, which is written
 * with its answer — or, when the payment fails, a 402 is stored instead and nothing is written.
 */
export async function placeIdempotent(
  db: Db,
  tenant: Tenant,
  input: IdempotentRequest,
  decide: (tx: Tx) => Promise<OrderDraft>,
  /** Work done with the order (stock, the cart, a plan); may answer the order row as it now is. */
  afterWrite?: (tx: Tx, order: OrderRow, draft: OrderDraft) => Promise<OrderRow | undefined> | Promise<void>,
): Promise<StoredAnswer> {
  return runIdempotent(db, tenant, input, async (tx) => {
    const draft = await decide(tx);
    if (draft.paymentFails) {
      return {
        answer: {
          status: 402,
          body: {
            status: "error",
            code: "payment_failed",
            msg: "The payment was declined. Your cart is kept.",
          },
        },
      };
    }
    const written = await writeOrder(tx, tenant, draft);
    const order = (afterWrite && (await afterWrite(tx, written, draft))) || written;
    return {
      answer: {
        status: 201,
        body: { status: "success", msg: "Order placed", data: await orderDetail(tx, order) },
      },
      orderId: order.id,
    };
  });
}

/** How an order is paid: the method, a card token for cards, and the test flag that declines it. */
export interface OrderPayment {
  payment_method: string;
  card_token?: string | undefined;
  simulate_payment_failure?: boolean | undefined;
}

/** Whether the simulated payment fails: a declined test card or the explicit flag. */
export function paymentFails(payment: OrderPayment): boolean {
  if (payment.simulate_payment_failure) return true;
  return payment.payment_method === "card" && payment.card_token === "tok_declined";
}

/** Card payments need a token (422 `card_token_required`). */
export function requireCardToken(payment: OrderPayment) {
  if (payment.payment_method === "card" && !payment.card_token) {
    throw new ApiError(422, "card_token_required", "Card payments need a card token (test: tok_visa)");
  }
}
