import createDOMPurify, { type Config, type DOMPurify } from "dompurify";

/**
 * What partner HTML may contain: ordinary document markup (headings, paragraphs, lists, tables,
 * links, images, emphasis). DOMPurify already drops scripts, event handlers (`onerror=`…) and
 * `javascript:`/`vbscript:` URLs; on top of that, no SVG/MathML, no styles (a partner page must not
 * restyle or cover the store), no forms or controls (no fake login forms), no frames or embeds.
 */
const PARTNER_HTML_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    "style",
    "link",
    "meta",
    "base",
    "form",
    "input",
    "button",
    "textarea",
    "select",
    "option",
    "iframe",
    "frame",
    "object",
    "embed",
    "template",
  ],
  FORBID_ATTR: ["style", "target", "formaction", "srcset"],
  ALLOW_DATA_ATTR: false,
};

const EXTERNAL_REL = "noopener noreferrer";

/** Whether a link leaves the store: an absolute or protocol-relative URL of another origin. */
export function isExternalHref(href: string, origin: string): boolean {
  const value = href.trim();
  if (!/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return true;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  return url.origin !== origin;
}

const instances = new WeakMap<object, { purify: DOMPurify; origin: { current: string } }>();

/**
 * One DOMPurify instance per window, with kit's hook: hooks are per instance, so they never leak
 * into another library's use of DOMPurify.
 */
function purifierFor(win: Window) {
  let entry = instances.get(win);
  if (!entry) {
    const purify = createDOMPurify(win as unknown as Parameters<typeof createDOMPurify>[0]);
    const origin = { current: win.location?.origin ?? "" };
    purify.addHook("afterSanitizeAttributes", (node) => {
      if (node.nodeName !== "A") return;
      const href = node.getAttribute("href");
      if (href && isExternalHref(href, origin.current)) {
        // A new tab, and the partner's destination gets neither our window nor our URL.
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", EXTERNAL_REL);
      }
    });
    entry = { purify, origin };
    instances.set(win, entry);
  }
  return entry;
}

/** The window that parses partner HTML where there is no browser window (see `setSanitizerWindow`). */
let serverWindow: Window | null = null;

/**
 * Gives the sanitiser a DOM to parse with where there is no browser window: the server's render
 * passes a jsdom window once, at start. DOMPurify needs a real DOM parser; a regex or a DOM-less
 * parser would let through what the browser later parses differently (mutation XSS).
 */
export function setSanitizerWindow(win: Window | null): void {
  serverWindow = win;
}

function parsingWindow(): Window {
  if (typeof window !== "undefined") return window;
  if (serverWindow) return serverWindow;
  throw new Error(
    "No DOM to sanitise partner HTML with: call setSanitizerWindow() before rendering on a server.",
  );
}

export interface SanitizeOptions {
  /** The store's origin: links elsewhere are external. `window.location.origin` by default. */
  origin?: string;
  /** The window whose DOM parses the HTML; the global one (or the server's) by default. */
  win?: Window;
}

/**
 * Sanitises partner-authored HTML (a CMS page) for `dangerouslySetInnerHTML`: scripts, event
 * handlers, `javascript:` URLs, styles, forms and frames are removed; ordinary markup stays.
 * External links open in a new tab with `rel="noopener noreferrer"`.
 */
export function sanitizePartnerHtml(html: string, options: SanitizeOptions = {}): string {
  const win = options.win ?? parsingWindow();
  const { purify, origin } = purifierFor(win);
  origin.current = options.origin ?? win.location?.origin ?? "";
  return purify.sanitize(html, { ...PARTNER_HTML_CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
