import "./styles.css";
import { readDocumentLocaleCookie, resolveInitialLocale } from "@storefront/kit/locale";
import { readPartner } from "./payload";
import { mountStorefront } from "./storefront";
import vertical from "./vertical";

const { partner, prefetched } = readPartner(document);
const { pathname, search, hash } = window.location;
// Spec §4: the locale comes from the URL, or is detected once on the root path.
const initial = resolveInitialLocale({
  path: `${pathname}${search}`,
  cookieLocale: readDocumentLocaleCookie(document),
  browserLanguages: navigator.languages,
  rootRedirectLocale: partner?.root_redirect_locale ?? null,
});
if (initial.redirectTo !== null) history.replaceState(history.state, "", `${initial.redirectTo}${hash}`);

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");
void mountStorefront({ container, partner, prefetched, vertical, locale: initial.locale });
