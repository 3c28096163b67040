import { useLingui } from "@lingui/react/macro";
import { LOCALES, type Locale } from "@storefront/core/locale";
import type { ComponentProps } from "react";
import { useSwitchLocale } from "../routing";
import { useLocale } from "./use-locale";

/**
 * Each locale's name in its own language (an autonym reads the same whatever the page's locale,
 * so it is deliberately not translated: a shopper looks for their own language's name).
 */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = Object.freeze({ en: "English", ar: "العربية" });

/**
 * Switches to the other locale on the same page (spec §4): a link-styled button named in the
 * target language, with `lang` set so screen readers pronounce it right.
 */
export function LocaleSwitch({
  className,
  ...props
}: Omit<ComponentProps<"button">, "onClick" | "children">) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const switchLocale = useSwitchLocale();
  const target = LOCALES.find((candidate) => candidate !== locale) ?? "en";
  return (
    <button
      type="button"
      data-slot="locale-switch"
      lang={target}
      title={t`Change language`}
      className={["text-sm font-medium text-primary underline-offset-4 hover:underline", className]
        .filter(Boolean)
        .join(" ")}
      onClick={() => void switchLocale(target)}
      {...props}
    >
      {LOCALE_NAMES[target]}
    </button>
  );
}
