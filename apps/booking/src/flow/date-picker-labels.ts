import { useLingui } from "@lingui/react/macro";
import { useLocale } from "@storefront/kit/locale";
import type { DatePickerLabels } from "@storefront/ui/date-picker";

/** What every date picker of the vertical needs from the locale: its words, direction and calendar locale. */
export function useDatePickerLocale(placeholder: string) {
  const { t } = useLingui();
  const { locale, dir } = useLocale();
  const labels: DatePickerLabels = {
    placeholder,
    calendar: t`Calendar`,
    previousMonth: t`Previous month`,
    nextMonth: t`Next month`,
    month: t`Month`,
    year: t`Year`,
  };
  return { labels, dir, locale };
}
