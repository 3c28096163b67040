import { SERVER_THEME_SELECTOR } from "@storefront/core/contracts/page-theme";
import type { Locale } from "@storefront/core/locale";
import { browserStorage } from "@storefront/kit/api";
import { deviceTypeAtom, isChunkLoadError, markClientRendered, type ReloadGuard } from "@storefront/kit/app";
import { serverPageStands } from "@storefront/kit/routing";
import { documentTitle } from "@storefront/kit/title";
import type { VerticalDefinition } from "@storefront/kit/vertical";
import { createBrowserHistory } from "@tanstack/react-router";
import { hydrate as hydrateRouter } from "@tanstack/react-router/ssr/client";
import { startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import storefrontFavicon from "../assets/favicon.svg?no-inline";
import partnerFavicon from "../assets/favicon-partner.svg?no-inline";
import { createAppRouteTree } from "../router";
import { loadVertical } from "../verticals/registry";
import { App } from "./app";
import { prepareStorefront } from "./create-storefront";
import { parseBootPayload, usablePartner } from "./read-payload";
import { scheduleTags } from "./schedule-tags";
import { dateServerAnswersAt } from "./server-answers-age";
import { warmUp } from "./warm-up";
import { yieldToMain } from "./yield-to-main";

export interface MountOptions {
  win: Window;
  container: HTMLElement;
  /** The page payload as JSON (validated by the server; its shape is checked here). */
  json: unknown;
  /** The vertical the entry started loading from a peek at the payload, if any. */
  vertical: Promise<VerticalDefinition> | null;
  /** The locale to boot in (from the URL, or detected on the root path). */
  locale: Locale;
  reloadGuard?: ReloadGuard;
  /** Settles when the Intl warm-up worker has prepared the locale's data (decision 0033). */
  intlReady?: Promise<void>;
}

/** A mounted storefront; `unmount` removes it and everything it added to the document. */
export interface MountedStorefront {
  unmount(): void;
}

/**
 * Mounts one storefront: reads the payload, creates the per-mount state, applies the partner's
 * theme, CSS, favicon and title, activates the locale and resolves the first navigation (guards)
 * before the first render, renders, and loads the partner's tags after the first paint.
 */
export async function mountStorefront({
  win,
  container,
  json,
  vertical: verticalPromise,
  locale,
  reloadGuard,
  intlReady,
}: MountOptions): Promise<MountedStorefront> {
  const doc = win.document;
  // Each step below is a task of its own (a phone at CPU ×4 would otherwise run them as one long
  // task that input waits behind): the modules' evaluation, the payload's shape check, the route
  // tree, the browser history, the storage, the stores and session, the router, the locale's
  // catalogs, the warm-ups, the router's hydration, then React's, which yields on its own.
  await yieldToMain(win);
  const payload = parseBootPayload(json);
  await yieldToMain(win);
  const partner = usablePartner(payload);
  let vertical = partner ? await verticalPromise : null;
  // The peek and the checked payload agree unless the payload was malformed; trust the latter.
  if (partner && !vertical?.partnerTypes.includes(partner.snachoo_settings.type)) {
    vertical = await loadVertical(partner.snachoo_settings.type);
  }

  const routeTree = createAppRouteTree(vertical);
  await yieldToMain(win);
  // The router's default, made ahead: it writes its key into the history entry (~4 ms in the trace).
  const history = createBrowserHistory({ window: win });
  await yieldToMain(win);
  // The page's first use of localStorage loads the origin's whole storage area, synchronously.
  const storage = browserStorage();
  await yieldToMain(win);
  const prepared = prepareStorefront({
    doc,
    partner,
    user: payload.user,
    prefetched: partner ? payload.prefetched : undefined,
    vertical,
    routeTree,
    locale,
    reloadGuard,
    history,
    storage,
  });
  await yieldToMain(win);
  const storefront = prepared.finish();
  const { store, router, activator } = storefront;
  await yieldToMain(win);

  const cleanups: Array<() => void> = [storefront.stopFollowingLocale];
  // The device type follows resizes while something subscribes; the guards read it at any time.
  cleanups.push(store.sub(deviceTypeAtom, () => {}));
  if (partner) {
    // The API's page has the partner's theme, CSS and icon in its head already (its theme markup).
    if (!doc.querySelector(SERVER_THEME_SELECTOR)) {
      const { applyPartnerTheme } = await import("./apply-theme");
      cleanups.push(
        applyPartnerTheme(doc, partner, { storefront: storefrontFavicon, partner: partnerFavicon }),
      );
    }
    doc.title = documentTitle(partner, null);
  }
  await activator.ensure(locale);
  // The warm-up waits for the Intl worker: meanwhile the router hydrates or loads (its route
  // chunks, its matches), and React renders only once both are done.
  const warmedUp = warmUp(win, locale, partner?.currency ?? null, intlReady);

  const onUncaughtError = (error: unknown) => {
    console.error("The storefront failed", error);
    if (isChunkLoadError(error)) reloadGuard?.reloadOnce();
  };
  const onFirstCommit = () => {
    // The page answers input from here on (before, a server-rendered button does nothing): tests
    // and monitoring wait for this mark rather than guess.
    doc.documentElement.dataset.storefront = "ready";
    // The partner's tags wait for the first paint, counted from the first commit (App's effect).
    const stopTags = partner ? scheduleTags(win, partner.cms_config) : undefined;
    return () => {
      delete doc.documentElement.dataset.storefront;
      stopTags?.();
    };
  };
  const app = <App storefront={storefront} onFirstCommit={onFirstCommit} />;
  let root: Root;
  const tsr = (win as { $_TSR?: { h(): void } }).$_TSR;
  if (tsr && serverPageStands(storefront.context, win.location)) {
    // The server rendered this page: take over its router state (matches, loader data, queries,
    // feature catalogs) and hydrate its HTML. In a transition, so hydration yields to input
    // instead of running as one long task (issue 16's profile). The guard's check above and the
    // router's hydration (its queries and matches) are a task each.
    await yieldToMain(win);
    await hydrateRouter(router).finally(() => tsr.h());
    dateServerAnswersAt(storefront.context.queryClient, win.performance.timeOrigin);
    await warmedUp;
    await yieldToMain(win);
    root = await new Promise<Root>((resolve) =>
      startTransition(() => resolve(hydrateRoot(container, app, { onUncaughtError }))),
    );
  } else {
    // The dev server's page, or a server-rendered frame this browser's guard does not allow (login
    // needed, a desktop on a phones-only page): the browser renders, replacing the frame in its first
    // commit, and the root's guard redirects or opens the login dialog.
    tsr?.h();
    markClientRendered();
    await router.load();
    await warmedUp;
    root = createRoot(container, { onUncaughtError });
    root.render(app);
  }

  return {
    unmount() {
      root.unmount();
      for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    },
  };
}
