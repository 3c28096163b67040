import type { PagePayload } from "@storefront/core/contracts/page-payload";
import type { Partner } from "@storefront/core/contracts/partner";
import type { Locale } from "@storefront/core/locale";
import { withTitle } from "./head";
import { injectIntoHtml } from "./html-payload";
import { htmlStartTag } from "./theme-head";

/** The empty mount point of the shell's index.html. */
const ROOT_ELEMENT = '<div id="root"></div>';

export interface PageDocumentParts {
  locale: Locale;
  partner: Partner | null;
  title: string;
  /** Extra `<head>` markup (already built and escaped). */
  head: string;
  /** The server-rendered markup of `#root` ("" for a page the browser renders). */
  root: string;
  payload: PagePayload;
}

/**
 * The whole page from the shell's built index.html: `<html lang dir>` of the locale, the title,
 * the head markup, the server-rendered root and the page payload. Every insertion uses a replacer
 * function (decision 0015: partner text may hold `$'`).
 */
export function pageDocument(template: string, parts: PageDocumentParts): string {
  const html = withTitle(template, parts.title)
    .replace(/<html[^>]*>/, () => htmlStartTag(parts.locale, parts.partner))
    .replace(ROOT_ELEMENT, () => `<div id="root">${parts.root}</div>`);
  return injectIntoHtml(html, { payload: parts.payload, head: parts.head });
}
