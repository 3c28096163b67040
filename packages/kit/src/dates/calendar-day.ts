/**
 * Calendar days as the API writes them (`YYYY-MM-DD`) and as ui's date picker holds them (a local
 * midnight `Date`). A day is a day: converting between the two never shifts it, whatever the
 * runtime's time zone.
 */

/** `YYYY-MM-DD` of a local calendar day (what the date picker gives). */
export function toIsoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local calendar day of `YYYY-MM-DD` (for the date picker), or undefined. */
export function fromIsoDay(isoDay: string | undefined): Date | undefined {
  const match = isoDay ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay) : null;
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}
