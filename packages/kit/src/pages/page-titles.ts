import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Titles of the pages partners usually have, for the moment before the CMS list with the real
 * titles has arrived (or when it fails): the link reads "About us", not "about".
 */
const KNOWN_PAGE_TITLES: Readonly<Record<string, MessageDescriptor>> = {
  about: msg`About us`,
  "about-us": msg`About us`,
  terms: msg`Terms and conditions`,
  "terms-and-conditions": msg`Terms and conditions`,
  privacy: msg`Privacy policy`,
  "privacy-policy": msg`Privacy policy`,
  faq: msg`Frequently asked questions`,
  shipping: msg`Shipping`,
  returns: msg`Returns`,
};

/**
 * A readable title for a page name: a translated title for the usual names, otherwise the name
 * with its hyphens as spaces and a capital first letter (`gift-cards` → "Gift cards").
 */
export function readablePageName(i18n: I18n, name: string): string {
  const known = Object.hasOwn(KNOWN_PAGE_TITLES, name) ? KNOWN_PAGE_TITLES[name] : undefined;
  if (known) return i18n._(known);
  const words = name.replace(/[-_]+/g, " ").trim();
  return words === "" ? name : `${words[0]?.toUpperCase() ?? ""}${words.slice(1)}`;
}
