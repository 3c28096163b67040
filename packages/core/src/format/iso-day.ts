/** `YYYY-MM-DD` of a local calendar day (what a date picker gives). */
export function toIsoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local calendar day (midnight) of `YYYY-MM-DD` — for a date picker —, or undefined. */
export function fromIsoDay(isoDay: string | undefined): Date | undefined {
  const match = isoDay ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay) : null;
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // 2026-02-31 would roll over into March: refuse it rather than pick another day.
  return Number.isNaN(date.getTime()) || toIsoDay(date) !== isoDay ? undefined : date;
}

/** The day `days` after (or before, when negative) a `YYYY-MM-DD` day, or undefined for a bad day. */
export function addIsoDays(isoDay: string, days: number): string | undefined {
  const date = fromIsoDay(isoDay);
  if (!date) return undefined;
  return toIsoDay(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}
