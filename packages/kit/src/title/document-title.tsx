import type { Partner } from "@storefront/core/contracts/partner";
import { pageTitle } from "@storefront/core/partner";
import { createContext, type ReactNode, useContext, useEffect } from "react";

/**
 * The document title of a page (spec §4, core's template): no title → the brand; a title that
 * already contains the site url → the partner suffix; otherwise `title | brand`. The partner-facing
 * brand variant changes the suffix.
 */
export function documentTitle(partner: Partner, title: string | null | undefined): string {
  return pageTitle({
    title,
    brand: partner.name,
    siteUrl: partner.snachoo_settings.url,
    variant: partner.brand_variant ?? "storefront",
  });
}

const TitleContext = createContext<Partner | null>(null);

/** Lets `useDocumentTitle` format titles for the partner (the shell provides it). */
export function TitleProvider({ partner, children }: { partner: Partner; children: ReactNode }) {
  return <TitleContext.Provider value={partner}>{children}</TitleContext.Provider>;
}

/**
 * Sets the document title while the calling page is mounted, through the partner's template, and
 * puts the brand title back when it unmounts (so a page without a title shows the brand). Without
 * a partner (/partner-not-found) the title is used as it is.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const partner = useContext(TitleContext);
  useEffect(() => {
    if (!partner && !title) return;
    document.title = partner ? documentTitle(partner, title) : (title ?? "");
    return () => {
      if (partner) document.title = documentTitle(partner, null);
    };
  }, [partner, title]);
}
