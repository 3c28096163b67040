import { type Currency, formatMoney } from "@storefront/core/format";
import type { Locale } from "@storefront/core/locale";
import { cn } from "@storefront/ui/cn";
import { yieldToMain } from "./yield-to-main";

/**
 * The first uses that cost a long task each on a slow phone (issue 16's profile, CPU ×4): the
 * locale's Intl data behind every price and plural (~150 ms) and tailwind-merge's class table
 * (~80 ms with the full config; a few ms with the trimmed one, decision 0011). Each runs here in a
 * task of its own, before the first render, rather than inside one component's render, which React
 * cannot split. The Intl data is loaded by a worker (`intlReady`, decision 0033) unless it could not
 * run; the money formatter is cached, so the page's prices reuse the one built here.
 */
export async function warmUp(
  win: Window,
  locale: Locale,
  currency: Currency | null,
  intlReady: Promise<void> = Promise.resolve(),
): Promise<void> {
  await intlReady;
  if (currency) formatMoney(0, locale, currency);
  await yieldToMain(win);
  new Intl.PluralRules(locale).select(1);
  await yieldToMain(win);
  cn("p-0", "p-1");
  await yieldToMain(win);
}
