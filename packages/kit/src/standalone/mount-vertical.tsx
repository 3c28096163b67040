import type { FetchLike } from "@storefront/core/api";
import { createBrowserHistory, createRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { deviceTypeAtom, markClientRendered } from "../app";
import { NotFoundPage, RouteErrorPage } from "../errors";
import type { CatalogLoader } from "../i18n";
import { readDocumentLocaleCookie, resolveInitialLocale } from "../locale";
import { parseSearch, stringifySearch } from "../routing";
import { createStorefront } from "../storefront";
import { applyPartnerTheme } from "../theme";
import { documentTitle } from "../title";
import type { VerticalDefinition } from "../vertical";
import { loadStandalonePayload } from "./page-payload";
import { createVerticalRouteTree } from "./route-tree";
import { StandaloneApp } from "./standalone-app";

/** Options of `mountVertical`; every one has a default that suits a page served by Vite or any static server. */
export interface MountVerticalOptions {
  /** The element the storefront renders into; the page's `#root` by default. */
  container?: HTMLElement;
  /** The browser window (its document, location, history, storage); the global one by default. */
  win?: Window;
  /**
   * The origin the API answers on; the page's own by default — the dev server's proxy, or a
   * server that serves the app and forwards the API paths, as the reference server does.
   */
  apiOrigin?: string;
  /** The API's `fetch` (a test double); the window's by default. */
  fetch?: FetchLike;
  /** The header's search; kit's `SearchBox` by default (`SearchSuggestions` from the catalogue). */
  search?: ReactNode;
  /** Catalogs beside kit's and the vertical's own, loaded before the first render. */
  catalogs?: readonly CatalogLoader[];
}

/** A mounted storefront; `unmount` removes it and what it added to the document. */
export interface MountedVertical {
  /** The partner the page serves, or null (every path shows /partner-not-found). */
  readonly partner: import("@storefront/core/contracts/partner").Partner | null;
  unmount(): void;
}

/**
 * Mounts a storefront that serves one vertical, in one call — what the storefront's shell does
 * for every vertical, for a team that ships its vertical as its own app. Before the first render
 * it finds the host's partner (the page payload a server wrote, else the API's partner lookup),
 * picks the locale (spec §4: the URL, or detection once on `/`), creates the mount's own state
 * (`createStorefront`: store, query client, Lingui, session, router), applies the partner's theme
 * and title, activates the locale's catalogs (kit's, the vertical's, `catalogs`) and resolves the
 * first navigation through core's guards. When the first render is committed,
 * `<html data-storefront="ready">` says the page answers input. A partner of a type the vertical
 * does not serve is logged and treated as no partner.
 *
 * @example
 * import { mountVertical } from "@storefront/kit/standalone";
 * import vertical from "./vertical";
 * void mountVertical(vertical);
 */
export async function mountVertical(
  vertical: VerticalDefinition,
  options: MountVerticalOptions = {},
): Promise<MountedVertical> {
  const win = options.win ?? window;
  const doc = win.document;
  const container = options.container ?? doc.getElementById("root");
  if (!container) throw new Error("mountVertical: the page has no #root element; pass `container`.");
  const fetch: FetchLike = options.fetch ?? ((input, init) => win.fetch(input, init));
  const payload = await loadStandalonePayload(doc, {
    fetch,
    origin: options.apiOrigin ?? win.location.origin,
  });
  const served = payload.partner;
  const serves = served !== null && vertical.partnerTypes.includes(served.snachoo_settings.type);
  if (served && !serves)
    console.error(
      `The partner is of type "${served.snachoo_settings.type}", which the vertical "${vertical.id}" does not serve.`,
    );
  const partner = serves ? served : null;

  const { pathname, search, hash } = win.location;
  const initial = resolveInitialLocale({
    path: `${pathname}${search}`,
    cookieLocale: readDocumentLocaleCookie(doc),
    browserLanguages: win.navigator.languages,
    rootRedirectLocale: partner?.root_redirect_locale ?? null,
  });
  if (initial.redirectTo !== null)
    win.history.replaceState(win.history.state, "", `${initial.redirectTo}${hash}`);

  const mounted = partner ? vertical : null;
  const storefront = createStorefront({
    partner,
    user: payload.user,
    prefetched: partner ? payload.prefetched : undefined,
    vertical: mounted,
    locale: initial.locale,
    doc,
    win,
    fetch,
    ...(options.apiOrigin !== undefined && { origin: options.apiOrigin }),
    ...(options.catalogs && { catalogs: options.catalogs }),
    createRouter: ({ context, rewrite }) =>
      createRouter({
        routeTree: createVerticalRouteTree(mounted, { search: options.search }),
        context,
        rewrite,
        history: createBrowserHistory({ window: win }),
        // Search values read back as they were written (`?key=12e3` stays a search for "12e3").
        parseSearch,
        stringifySearch,
        defaultNotFoundComponent: NotFoundPage,
        defaultErrorComponent: RouteErrorPage,
        defaultPreload: "intent",
        scrollRestoration: true,
      }),
  });

  const cleanups: Array<() => void> = [storefront.stopFollowingLocale];
  // The device type follows resizes while something subscribes; the guards read it at any time.
  cleanups.push(storefront.store.sub(deviceTypeAtom, () => {}));
  if (partner) {
    cleanups.push(applyPartnerTheme(doc, partner));
    doc.title = documentTitle(partner, null);
  }
  await storefront.activator.ensure(initial.locale);
  // No server HTML to hydrate: browser state (cart, user) shows in the first render.
  markClientRendered();
  await storefront.router.load();

  const onFirstCommit = () => {
    doc.documentElement.dataset.storefront = "ready";
    return () => {
      delete doc.documentElement.dataset.storefront;
    };
  };
  const root = createRoot(container, {
    onUncaughtError: (error) => console.error("The storefront failed", error),
  });
  root.render(<StandaloneApp storefront={storefront} onFirstCommit={onFirstCommit} />);
  return {
    partner,
    unmount() {
      root.unmount();
      for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    },
  };
}
