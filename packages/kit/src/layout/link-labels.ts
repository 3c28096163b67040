import type { Partner } from "@storefront/core/contracts/partner";
import type { Locale } from "@storefront/core/locale";
import { useCallback } from "react";
import { useLocale } from "../locale";
import { usePartner } from "../partner";

/**
 * The wording a partner's business gives a named link in a locale
 * (`business_overrides.labels[locale][id]`, decision 0027), or undefined to keep the storefront's.
 */
export function businessLinkLabel(
  partner: Pick<Partner, "business_overrides">,
  locale: Locale,
  linkId: string,
): string | undefined {
  const labels: Readonly<Record<string, string | undefined>> | undefined =
    partner.business_overrides?.labels?.[locale];
  return labels && Object.hasOwn(labels, linkId) ? labels[linkId] : undefined;
}

/**
 * The text of a named link (a main-navigation id, `contact` in the footer): the business's wording
 * in the active locale when it gives one, else `text` (the storefront's own, translated).
 */
export function useLinkLabel(): (linkId: string, text: string) => string {
  const partner = usePartner();
  const { locale } = useLocale();
  return useCallback(
    (linkId: string, text: string) => businessLinkLabel(partner, locale, linkId) ?? text,
    [partner, locale],
  );
}
