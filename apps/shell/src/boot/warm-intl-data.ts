/**
 * What the boot's Intl warm-up worker is asked to prepare: the page's locale and, when the partner
 * names one, its currency (an ISO 4217 code).
 */
export interface IntlWarmRequest {
  locale: string;
  currency: string | null;
}

/**
 * Builds and uses the Intl formatters a storefront page needs first — plain numbers (Lingui's
 * plurals), the partner's currency (prices), plural rules and dates. Run in a worker, it loads the
 * locale's number data into the renderer process's ICU caches, which the main thread then shares:
 * there the first `Intl.NumberFormat` costs ~0.2 ms instead of 30–80 ms (Chromium, issue 16; decision
 * 0033). A locale or currency Intl rejects is skipped: this only prepares, it never fails the page.
 */
export function warmIntlData({ locale, currency }: IntlWarmRequest): void {
  const uses: Array<() => unknown> = [
    () => new Intl.NumberFormat(locale).format(1),
    () => (currency ? new Intl.NumberFormat(locale, { style: "currency", currency }).format(1) : null),
    () => new Intl.PluralRules(locale).select(1),
    () => new Intl.DateTimeFormat(locale).format(0),
  ];
  for (const use of uses) {
    try {
      use();
    } catch {
      // An unknown locale or currency: the page's own formatting reports it where it matters.
    }
  }
}
