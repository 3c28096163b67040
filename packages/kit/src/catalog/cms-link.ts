import { parseQueryString } from "@storefront/core/catalog";

/** A link from partner content: a router target inside the store, or an external href. */
export type CmsLink =
  | { kind: "internal"; to: string; search: Record<string, string | number> }
  | { kind: "external"; href: string };

/**
 * Reads a link the CMS stores (`/products?sort=price_asc`, `https://…`) into a router target, so
 * the router localises it (`/ar/…`). Digit-only values become numbers (record ids), as the
 * catalogue's search state holds them. Anything but a root-relative path or http(s) is dropped.
 */
export function cmsLink(link: string | null | undefined): CmsLink | null {
  const text = link?.trim() ?? "";
  if (/^https?:\/\//i.test(text)) return { kind: "external", href: text };
  if (!text.startsWith("/") || text.startsWith("//")) return null;
  const cut = text.search(/[?#]/);
  const path = cut === -1 ? text : text.slice(0, cut);
  const query = cut !== -1 && text[cut] === "?" ? (text.slice(cut + 1).split("#")[0] ?? "") : "";
  const search: Record<string, string | number> = {};
  for (const [key, values] of parseQueryString(query)) {
    const value = values[0] ?? "";
    search[key] = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : value;
  }
  return { kind: "internal", to: path, search };
}
