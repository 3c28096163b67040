import { PARTNER_THEME_ATTRIBUTE } from "@storefront/core/contracts/page-theme";

/** Marks every element the theme adds to `<head>`, so a re-apply replaces instead of piling up. */
const OWNER_ATTRIBUTE = PARTNER_THEME_ATTRIBUTE;

/** The CSP nonce the server gave the page (on its scripts), for the style elements we add. */
export function pageNonce(doc: Document): string | undefined {
  const element = doc.querySelector<HTMLElement>("script[nonce], style[nonce], meta[property='csp-nonce']");
  if (!element) return undefined;
  // Browsers hide the nonce attribute after parsing; the property keeps it.
  const nonce = element.nonce || element.getAttribute("nonce") || element.getAttribute("content");
  return nonce || undefined;
}

/**
 * Sets CSS custom properties on `:root` (the partner's colours). Names must already be custom
 * property names and values already sanitised (core's theme rules); `setProperty` goes through the
 * CSSOM, so a value can never add a declaration or a rule.
 */
export function applyThemeVariables(
  root: HTMLElement,
  variables: Readonly<Record<string, string>>,
): () => void {
  const names = Object.keys(variables).filter((name) => /^--[a-z0-9-]+$/i.test(name));
  for (const name of names) root.style.setProperty(name, variables[name] ?? "");
  return () => {
    for (const name of names) root.style.removeProperty(name);
  };
}

/**
 * Puts partner CSS into a `<style>` element AS TEXT (`textContent`, never `innerHTML`): a value
 * like `</style><script>…` stays CSS text inside the style element — it cannot close the element
 * or create markup; at worst the browser drops it as invalid CSS. Empty CSS adds nothing.
 */
export function injectStyleText(doc: Document, id: string, css: string | null | undefined): () => void {
  doc.getElementById(id)?.remove();
  if (typeof css !== "string" || css.trim() === "") return () => {};
  const style = doc.createElement("style");
  style.id = id;
  style.setAttribute(OWNER_ATTRIBUTE, "");
  const nonce = pageNonce(doc);
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  doc.head.append(style);
  return () => style.remove();
}

/**
 * A favicon URL we are willing to use: `http:`/`https:` URLs and same-origin relative paths.
 * `javascript:`, `data:`, `blob:`, `file:`, protocol-relative `//host` and anything with control
 * characters or unparsable are refused (null).
 */
export function safeFaviconUrl(value: unknown, base: string): string | null {
  if (typeof value !== "string") return null;
  const raw = value.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
  if (raw === "" || raw.length > 2048 || /[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(raw);
  if (relative) {
    if (raw.startsWith("//")) return null;
    return url.origin === new URL(base).origin ? url.href : null;
  }
  return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
}

/** Sets the page's icon (replacing the server's, if any); an unsafe URL leaves the page as it is. */
export function applyFavicon(doc: Document, href: string | null): () => void {
  if (!href) return () => {};
  const existing = [...doc.head.querySelectorAll<HTMLLinkElement>("link[rel~='icon']")];
  const previous = existing.map((link) => [link, link.getAttribute("href")] as const);
  let link = existing[0];
  let created = false;
  if (!link) {
    link = doc.createElement("link");
    link.rel = "icon";
    link.setAttribute(OWNER_ATTRIBUTE, "");
    doc.head.append(link);
    created = true;
  }
  for (const each of existing.length ? existing : [link]) each.href = href;
  return () => {
    if (created) link.remove();
    for (const [each, old] of previous) {
      if (old === null) each.removeAttribute("href");
      else each.setAttribute("href", old);
    }
  };
}

/** Longest `google-site-verification` token accepted (Google's are 43 characters). */
export const MAX_SITE_VERIFICATION_LENGTH = 256;

/**
 * Adds `<meta name="google-site-verification">`. The value is set with `setAttribute` (the DOM
 * escapes it: no attribute break-out), trimmed and capped in length; an empty value adds nothing.
 */
export function applySiteVerification(doc: Document, value: string | null | undefined): () => void {
  const content = typeof value === "string" ? value.trim() : "";
  if (content === "" || content.length > MAX_SITE_VERIFICATION_LENGTH) return () => {};
  let meta = doc.head.querySelector<HTMLMetaElement>("meta[name='google-site-verification']");
  const created = !meta;
  const previous = meta?.getAttribute("content") ?? null;
  if (!meta) {
    meta = doc.createElement("meta");
    meta.name = "google-site-verification";
    meta.setAttribute(OWNER_ATTRIBUTE, "");
    doc.head.append(meta);
  }
  meta.setAttribute("content", content);
  const element = meta;
  return () => {
    if (created) element.remove();
    else if (previous !== null) element.setAttribute("content", previous);
  };
}
