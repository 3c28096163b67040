import { useLingui } from "@lingui/react/macro";
import type { LineDetails } from "@storefront/core/cart";
import type { LocalizedText } from "@storefront/core/contracts/localized-text";
import { useDayFormat } from "../dates";
import { useLocalized } from "../locale";

/** Props of `LineChoices`. */
export interface LineChoicesProps {
  /** The options chosen on the line (a cart line's or an order line's). */
  options?: readonly { name: string; name_lang?: LocalizedText | null }[] | null;
  /** What the shopper wrote on the line. */
  details?: LineDetails | null;
}

/**
 * What was chosen and written on a line, under its name: the options in the reader's language
 * ("Large, Extra cream"), then the details — who it is for, the day, the note in quotes. Nothing
 * when the line has none. Shared by the cart, the checkout and the account's order detail.
 */
export function LineChoices({ options, details }: LineChoicesProps) {
  const { t } = useLingui();
  const localized = useLocalized();
  const formatDay = useDayFormat();
  const names = (options ?? []).map((option) => localized(option.name, option.name_lang));
  const forName = details?.for_name;
  const day = details?.date;
  const note = details?.note;
  if (names.length === 0 && !forName && !day && !note) return null;
  return (
    <div data-slot="line-choices" className="flex flex-col gap-0.5 text-xs text-muted-foreground">
      {names.length > 0 ? <p data-slot="line-options">{names.join(t`, `)}</p> : null}
      {forName ? <p>{t`For ${forName}`}</p> : null}
      {day ? (
        <p>
          {t`Day:`} <time dateTime={day}>{formatDay(day)}</time>
        </p>
      ) : null}
      {note ? (
        <p data-slot="line-note" className="break-words italic">
          {t`Note: “${note}”`}
        </p>
      ) : null}
    </div>
  );
}
