/** The shell's mount point, as the server fills it (apps/api's page-document.ts). */
const ROOT_START = '<div id="root">';

/** Text as React writes it into HTML (its escaping of `& < > " '`), to find it in a rendered page. */
export function escapeHtmlText(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

/**
 * What the page shows inside its root before any script runs: the markup from `<div id="root">`
 * to the end of the body, with every `<script>` taken out (the router's dehydrated state and the
 * page payload hold the same data as JSON, so they must not count). "" when the page has no root.
 */
export function rootMarkupWithoutScripts(html: string): string {
  const start = html.indexOf(ROOT_START);
  if (start === -1) return "";
  const bodyEnd = html.indexOf("</body>", start);
  const root = html.slice(start + ROOT_START.length, bodyEnd === -1 ? undefined : bodyEnd);
  return root.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
}

/**
 * Whether the page's root shows any text before a script runs: what every server-rendered page
 * has and a page left to the browser (an empty root) has not.
 */
export function rootShowsText(html: string): boolean {
  return (
    rootMarkupWithoutScripts(html)
      .replace(/<[^>]*>/g, "")
      .trim() !== ""
  );
}

/**
 * Whether the server rendered the page: its root shows `text` (the product's name) as the text of
 * an element, outside scripts and attributes. A client-rendered page (an empty root and the
 * payload) fails, so a regression to browser rendering cannot pass for a fast server render.
 */
export function isServerRendered(html: string, text: string): boolean {
  if (text.trim() === "") throw new Error("isServerRendered needs a non-empty text to look for");
  return rootMarkupWithoutScripts(html).includes(`>${escapeHtmlText(text)}<`);
}
