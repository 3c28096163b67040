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

/**
 * What a page says about itself for the document's `<head>` — its title, description, preview
 * image and structured data. A server render collects it while the page renders (render runs once
 * there and effects never), and the server writes it into the HTML.
 */
export interface PageHead {
  /** The document title through the partner's template; the brand until a page sets one. */
  title: string | null;
  description?: string;
  image?: string;
  /** schema.org objects (`Product`, `BreadcrumbList`…), one JSON-LD script each. */
  jsonLd: object[];
}

/** An empty head collector for one server render. */
export function createPageHead(): PageHead {
  return { title: null, jsonLd: [] };
}

const TitleContext = createContext<Partner | null>(null);
const PageHeadContext = createContext<PageHead | null>(null);

/**
 * Lets `useDocumentTitle` format titles for the partner (the shell provides it). On the server,
 * `head` collects the page's title and `usePageMeta` tags for the HTML.
 */
export function TitleProvider({
  partner,
  head = null,
  children,
}: {
  partner: Partner;
  head?: PageHead | null;
  children: ReactNode;
}) {
  return (
    <TitleContext.Provider value={partner}>
      <PageHeadContext.Provider value={head}>{children}</PageHeadContext.Provider>
    </TitleContext.Provider>
  );
}

/** What a page declares for link previews and search engines (see `PageHead`). */
export interface PageMeta {
  description?: string | null;
  image?: string | null;
  jsonLd?: readonly object[];
}

/**
 * Declares the page's description, preview image and structured data. They matter to crawlers and
 * link previews, which read the server's HTML: the server render collects them; in the browser
 * this does nothing (the HTML already carries them).
 */
export function usePageMeta(meta: PageMeta): void {
  const head = useContext(PageHeadContext);
  if (!head) return;
  if (meta.description) head.description = meta.description;
  if (meta.image) head.image = meta.image;
  // A render the server retries (after a suspension) declares the same objects again: keep one.
  const seen = new Set(head.jsonLd.map((item) => JSON.stringify(item)));
  for (const item of meta.jsonLd ?? []) if (!seen.has(JSON.stringify(item))) head.jsonLd.push(item);
}

/**
 * Sets the document title while the calling page is mounted, through the partner's template, and
 * puts the brand title back when it unmounts (so a page without a title shows the brand). Without
 * a partner (/partner-not-found) the title is used as it is.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const partner = useContext(TitleContext);
  const head = useContext(PageHeadContext);
  if (head && partner && title) head.title = documentTitle(partner, title);
  useEffect(() => {
    if (!partner && !title) return;
    document.title = partner ? documentTitle(partner, title) : (title ?? "");
    return () => {
      if (partner) document.title = documentTitle(partner, null);
    };
  }, [partner, title]);
}
