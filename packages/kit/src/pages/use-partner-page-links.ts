import { useLingui } from "@lingui/react";
import { localizedText } from "@storefront/core/locale";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useApiClient } from "../api";
import { useLocale } from "../locale";
import { usePartner } from "../partner";
import { readablePageName } from "./page-titles";
import { partnerPageListQueryOptions, partnerPageNames } from "./partner-pages-query";

/** A link to one of the partner's pages. */
export interface PartnerPageLink {
  name: string;
  /** The unprefixed path (`/about`); the router's locale rewrite adds `/ar`. */
  path: string;
  /** The page's title in the active locale. */
  title: string;
}

/**
 * Links to the partner's pages (`partner.pages`, in its order) with readable titles: the CMS titles
 * in the active locale once the page list has arrived, a readable form of the name until then (or
 * if the list cannot be fetched — the links work either way).
 */
export function usePartnerPageLinks(): PartnerPageLink[] {
  const partner = usePartner();
  const client = useApiClient();
  const { i18n } = useLingui();
  const { locale } = useLocale();
  const names = useMemo(() => partnerPageNames(partner), [partner]);
  const { data } = useQuery({ ...partnerPageListQueryOptions(client), enabled: names.length > 0 });
  return useMemo(() => {
    const summaries = new Map((data ?? []).map((page) => [page.name, page]));
    return names.map((name) => {
      const summary = summaries.get(name);
      return {
        name,
        path: `/${name}`,
        title: summary
          ? localizedText(summary.title, summary.title_lang, locale)
          : readablePageName(i18n, name),
      };
    });
  }, [data, names, locale, i18n]);
}
