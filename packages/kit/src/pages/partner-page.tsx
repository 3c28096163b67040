import { localizedText } from "@storefront/core/locale";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams, useRouter } from "@tanstack/react-router";
import { type MouseEvent, useMemo } from "react";
import { useApiClient } from "../api";
import { useLocale } from "../locale";
import { useDocumentTitle } from "../title";
import { partnerPageQueryOptions } from "./partner-pages-query";
import { sanitizePartnerHtml } from "./sanitize-html";

/**
 * Typography for partner HTML, which arrives without classes. Logical properties only, so lists,
 * quotes and table cells line up on the right in Arabic.
 */
export const PARTNER_HTML_CLASS_NAME = [
  "break-words leading-7",
  "[&_h1]:text-3xl [&_h1]:font-semibold [&_h1]:leading-tight",
  "[&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mt-1",
  "[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
  "[&_blockquote]:mt-4 [&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-4",
  "[&_img]:h-auto [&_img]:max-w-full [&_table]:mt-4 [&_table]:w-full",
  "[&_th]:border [&_th]:border-border [&_th]:p-2 [&_th]:text-start [&_td]:border [&_td]:border-border [&_td]:p-2",
].join(" ");

/**
 * Sends clicks on same-origin links inside partner HTML through the router: no page reload, and
 * the link keeps the visitor's locale (`/terms` on an Arabic page goes to `/ar/terms`).
 */
function useInternalLinkNavigation() {
  const router = useRouter();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.("a");
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const href = anchor.getAttribute("href");
    if (!href || href.startsWith("#") || anchor.hasAttribute("target") || anchor.hasAttribute("download")) {
      return;
    }
    let url: URL;
    try {
      url = new URL(href, window.location.href);
    } catch {
      return;
    }
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void router.navigate({ href: `${url.pathname}${url.search}${url.hash}` });
  };
}

/** The content of a partner page: its title and its sanitised HTML, in the active locale. */
export function PartnerPageArticle({ title, html }: { title: string; html: string }) {
  // The router's origin is the page's in the browser and the request's on the server: both render
  // the same links as external.
  const { origin } = useRouter();
  const safeHtml = useMemo(() => sanitizePartnerHtml(html, { origin }), [html, origin]);
  const onClick = useInternalLinkNavigation();
  useDocumentTitle(title);
  // Partner HTML usually brings its own heading; the page title stands in when it does not.
  const hasHeading = useMemo(() => /<h1[\s>]/i.test(safeHtml), [safeHtml]);
  return (
    <article data-slot="partner-page" className="mx-auto max-w-3xl px-4 py-10 text-start">
      {hasHeading ? null : <h1 className="text-3xl font-semibold leading-tight">{title}</h1>}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only delegates link activation (links handle Enter natively). */}
      <div
        data-slot="partner-page-html"
        className={PARTNER_HTML_CLASS_NAME}
        onClick={onClick}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (sanitizePartnerHtml).
        dangerouslySetInnerHTML={{ __html: safeHtml }}
      />
    </article>
  );
}

/** `/{pageName}`: a partner page from the CMS (the route's loader has fetched it). */
export function PartnerPage() {
  const { pageName = "" } = useParams({ strict: false }) as { pageName?: string };
  const client = useApiClient();
  const { data } = useSuspenseQuery(partnerPageQueryOptions(client, pageName));
  const { locale } = useLocale();
  return (
    <PartnerPageArticle
      title={localizedText(data.title, data.title_lang, locale)}
      html={localizedText(data.html, data.html_lang, locale)}
    />
  );
}
