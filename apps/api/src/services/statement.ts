import { and, asc, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Customer } from "../db/rows";
import { statementEntries } from "../db/schema";
import { toMajor } from "../lib/money";
import type { Tenant } from "../tenancy";
import { ownedBy } from "./customer-rows";

/**
 * The customer's account statement between two days (inclusive, either open): the balance
 * before `from`, each entry with the running balance (credits − debits), and the closing balance.
 */
export async function accountStatement(
  db: Db,
  tenant: Tenant,
  customer: Customer,
  range: { from?: string | undefined; to?: string | undefined },
) {
  const mine = ownedBy(statementEntries, tenant, customer);
  const [opening] = range.from
    ? await db
        .select({
          balance: sql<number>`coalesce(sum(${statementEntries.creditMinor} - ${statementEntries.debitMinor}), 0)::int`,
        })
        .from(statementEntries)
        .where(and(mine, lt(statementEntries.entryDate, range.from)))
    : [{ balance: 0 }];
  const rows = await db
    .select()
    .from(statementEntries)
    .where(
      and(
        mine,
        ...(range.from ? [sql`${statementEntries.entryDate} >= ${range.from}`] : []),
        ...(range.to ? [sql`${statementEntries.entryDate} <= ${range.to}`] : []),
      ),
    )
    .orderBy(asc(statementEntries.entryDate), asc(statementEntries.id));
  let balance = Number(opening?.balance ?? 0);
  const openingBalance = balance;
  const entries = rows.map((row) => {
    balance += row.creditMinor - row.debitMinor;
    return {
      _id: String(row.id),
      date: row.entryDate,
      kind: row.kind as "order",
      ref: row.ref,
      description: row.description,
      description_lang: row.descriptionLang,
      debit: toMajor(row.debitMinor),
      credit: toMajor(row.creditMinor),
      balance: toMajor(balance),
    };
  });
  return {
    from: range.from ?? null,
    to: range.to ?? null,
    currency: tenant.currency,
    opening_balance: toMajor(openingBalance),
    closing_balance: toMajor(balance),
    entries,
  };
}
