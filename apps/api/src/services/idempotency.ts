import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { sha256 } from "../lib/crypto";
import { ApiError } from "../lib/errors";
import type { Tenant } from "../tenancy";

/** The stored answer of an idempotent call. */
export interface StoredAnswer {
  status: number;
  body: unknown;
  /** The answer of an earlier call with the same key, sent again: nothing new was done. */
  replayed?: boolean;
}

/** What an idempotent call names: the key's scope (whose keys), the key, and the request body. */
export interface IdempotentRequest {
  scope: string;
  key: string | undefined;
  body: unknown;
}

/**
 * Runs a write under an `Idempotency-Key`, in one transaction: the key's scope is locked (a
 * transaction-level advisory lock, so concurrent repeats wait), a key seen before replays its
 * stored answer — or, sent with another body, is a 422 `idempotency_key_reused` — and otherwise
 * `run` does the work and its answer is stored with the key. Business errors (ApiError) roll
 * back and store nothing, so they can be retried.
 */
export async function runIdempotent(
  db: Db,
  tenant: Tenant,
  request: IdempotentRequest,
  run: (tx: Tx) => Promise<{ answer: StoredAnswer; orderId?: number | null }>,
): Promise<StoredAnswer> {
  if (!request.key) {
    throw new ApiError(400, "idempotency_key_required", "Send an Idempotency-Key header (8–128 characters)");
  }
  if (!/^[A-Za-z0-9_.:-]{8,128}$/.test(request.key)) {
    throw new ApiError(400, "validation_failed", "Invalid Idempotency-Key", [
      { path: "headers.idempotency-key", message: "Expected 8 to 128 letters, digits or _ . : -" },
    ]);
  }
  const key = request.key;
  const requestHash = sha256(JSON.stringify(request.body));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${tenant.id}:${request.scope}`}))`);
    const [seen] = await tx
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.tenantId, tenant.id),
          eq(idempotencyKeys.scope, request.scope),
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
      return { status: seen.statusCode, body: seen.response, replayed: true };
    }
    const { answer, orderId = null } = await run(tx);
    await tx.insert(idempotencyKeys).values({
      tenantId: tenant.id,
      scope: request.scope,
      key,
      requestHash,
      statusCode: answer.status,
      response: answer.body,
      orderId,
    });
    return answer;
  });
}
