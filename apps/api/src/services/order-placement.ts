import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { idempotencyKeys, type orders } from "../db/schema";
import { sha256 } from "../lib/crypto";
import { ApiError } from "../lib/errors";
import type { Tenant } from "../tenancy";
import { orderDetail } from "./order-records";
import { type OrderDraft, writeOrder } from "./order-writer";

type OrderRow = typeof orders.$inferSelect;

/** The stored answer of an idempotent call. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * Runs an order placement under an `Idempotency-Key`, in one transaction: the key's scope is
 * locked (a transaction-level advisory lock, so concurrent repeats wait), a key seen before
 * replays its stored answer, and otherwise `decide` computes the order and it is written with the
 * answer. Business errors (ApiError) roll back and store nothing, so they can be retried.
 */
export async function placeIdempotent(
  db: Db,
  tenant: Tenant,
  input: { scope: string; key: string | undefined; body: unknown },
  decide: (tx: Tx) => Promise<OrderDraft>,
  afterWrite?: (tx: Tx, order: OrderRow, draft: OrderDraft) => Promise<void>,
): Promise<StoredAnswer> {
  if (!input.key) {
    throw new ApiError(400, "idempotency_key_required", "Send an Idempotency-Key header (8–128 characters)");
  }
  if (!/^[A-Za-z0-9_.:-]{8,128}$/.test(input.key)) {
    throw new ApiError(400, "validation_failed", "Invalid Idempotency-Key", [
      { path: "headers.idempotency-key", message: "Expected 8 to 128 letters, digits or _ . : -" },
    ]);
  }
  const key = input.key;
  const requestHash = sha256(JSON.stringify(input.body));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${tenant.id}:${input.scope}`}))`);
    const [seen] = await tx
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.tenantId, tenant.id),
          eq(idempotencyKeys.scope, input.scope),
          eq(idempotencyKeys.key, key),
        ),
      )
      .limit(1);
    if (seen) {
      if (seen.requestHash !== requestHash) {
        throw new ApiError(
          422,
          "idempotency_key_reused",
          "This Idempotency-Key was used for another request",
        );
      }
      return { status: seen.statusCode, body: seen.response };
    }
    const draft = await decide(tx);
    let answer: StoredAnswer;
    let orderId: number | null = null;
    if (draft.paymentFails) {
      answer = {
        status: 402,
        body: {
          status: "error",
          code: "payment_failed",
          msg: "The payment was declined. Your cart is kept.",
        },
      };
    } else {
      const order = await writeOrder(tx, tenant, draft);
      if (afterWrite) await afterWrite(tx, order, draft);
      orderId = order.id;
      answer = {
        status: 201,
        body: { status: "success", msg: "Order placed", data: await orderDetail(tx, order) },
      };
    }
    await tx.insert(idempotencyKeys).values({
      tenantId: tenant.id,
      scope: input.scope,
      key,
      requestHash,
      statusCode: answer.status,
      response: answer.body,
      orderId,
    });
    return answer;
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
