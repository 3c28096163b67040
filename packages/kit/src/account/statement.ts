import { fromMinorUnits, toMinorUnits } from "@storefront/core/format";

/** The amounts of a ledger entry this module reads. */
export interface LedgerAmounts {
  debit: number;
  credit: number;
  balance: number;
}

/** The totals of a statement period: what was charged, what was credited, and the net change. */
export interface StatementTotals {
  debit: number;
  credit: number;
  net: number;
}

/** Sums the debits and credits of a period, in integer minor units (no floating-point drift). */
export function statementTotals(entries: readonly LedgerAmounts[]): StatementTotals {
  let debit = 0;
  let credit = 0;
  for (const entry of entries) {
    debit += toMinorUnits(entry.debit);
    credit += toMinorUnits(entry.credit);
  }
  return {
    debit: fromMinorUnits(debit),
    credit: fromMinorUnits(credit),
    net: fromMinorUnits(credit - debit),
  };
}
