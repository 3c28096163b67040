import { randomInt } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { voucherCodes, vouchers } from "../db/schema";
import { conflict, notFound, unprocessable } from "../lib/errors";
import { toMajor } from "../lib/money";
import type { Tenant } from "../tenancy";

type VoucherCodeRow = typeof voucherCodes.$inferSelect;

// No 0/O, 1/I/L: a code is read aloud at a reception desk and typed from a gift card.
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A new voucher code: `GV-XXXX-XXXX-XXXX` (12 random characters of 31, ~59 bits). */
export function newVoucherCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return `GV-${group()}-${group()}-${group()}`;
}

/** A code as customers type it: upper case, spaces and missing dashes forgiven. */
export function normaliseVoucherCode(input: string): string {
  const bare = input.toUpperCase().replace(/[^A-Z0-9]/g, "");
  const body = bare.startsWith("GV") ? bare.slice(2) : bare;
  return body.length === 12 ? `GV-${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8)}` : bare;
}

/** The voucher code of the tenant (404 `voucher_not_found`), with its voucher's name. */
export async function findVoucherCode(db: Db | Tx, tenant: Tenant, code: string) {
  const [row] = await db
    .select({ code: voucherCodes, voucher: vouchers })
    .from(voucherCodes)
    .innerJoin(vouchers, eq(vouchers.id, voucherCodes.voucherId))
    .where(and(eq(voucherCodes.tenantId, tenant.id), eq(voucherCodes.code, normaliseVoucherCode(code))))
    .limit(1);
  if (!row) throw notFound("voucher_not_found", "This voucher code does not exist");
  return row;
}

/** Whether a code can still pay. */
export function voucherState(code: VoucherCodeRow, now = Date.now()): "active" | "redeemed" | "expired" {
  if (code.redeemedAt) return "redeemed";
  return code.expiresAt.getTime() <= now ? "expired" : "active";
}

/** The code, if it can pay now: 409 `voucher_used` once redeemed, 422 `voucher_expired` after its date. */
export function usableVoucher(row: Awaited<ReturnType<typeof findVoucherCode>>): VoucherCodeRow {
  const state = voucherState(row.code);
  if (state === "redeemed") throw voucherUsed();
  if (state === "expired") throw unprocessable("voucher_expired", "This voucher has expired.");
  return row.code;
}

function voucherUsed() {
  return conflict("voucher_used", "This voucher has already been used.");
}

/** A voucher code on the wire. */
export function voucherCodeRecord(row: Awaited<ReturnType<typeof findVoucherCode>>) {
  return {
    code: row.code.code,
    name: row.voucher.name,
    name_lang: row.voucher.nameLang,
    value: toMajor(row.code.valueMinor),
    expires_at: row.code.expiresAt.toISOString(),
    state: voucherState(row.code),
  };
}

/**
 * Redeems a code once: a conditional update (`redeemed_at is null`), so of two redemptions at
 * once — on PostgreSQL the second waits for the first's row lock, then finds it redeemed — exactly
 * one wins; the other is 409 `voucher_used`.
 */
export async function redeemOnce(tx: Tx, tenant: Tenant, codeId: number) {
  const redeemed = await tx
    .update(voucherCodes)
    .set({ redeemedAt: new Date() })
    .where(
      and(
        eq(voucherCodes.tenantId, tenant.id),
        eq(voucherCodes.id, codeId),
        isNull(voucherCodes.redeemedAt),
        sql`${voucherCodes.expiresAt} > now()`,
      ),
    )
    .returning({ id: voucherCodes.id });
  if (redeemed.length === 0) throw voucherUsed();
}

/** Makes a redeemed code usable again (the booking it paid was cancelled). */
export async function releaseVoucher(tx: Tx, tenant: Tenant, codeId: number) {
  await tx
    .update(voucherCodes)
    .set({ redeemedAt: null })
    .where(and(eq(voucherCodes.tenantId, tenant.id), eq(voucherCodes.id, codeId)));
}
