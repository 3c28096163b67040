import { useMemo } from "react";
import { useLocale } from "../locale";

/**
 * A calendar day `YYYY-MM-DD` as the page's language writes it ("Dec 3, 2026", "٣ ديسمبر ٢٠٢٦"),
 * the day itself whatever the reader's time zone; anything else is shown as it is.
 */
export function useDayFormat(): (isoDay: string) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    return (isoDay: string) =>
      /^\d{4}-\d{2}-\d{2}$/.test(isoDay) ? format.format(new Date(`${isoDay}T00:00:00Z`)) : isoDay;
  }, [locale]);
}
