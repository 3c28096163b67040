import type { Locale } from "@storefront/core/locale";
import { deviceTypeAtom, isChunkLoadError, type ReloadGuard } from "@storefront/kit/app";
import { applyPartnerTheme } from "@storefront/kit/theme";
import { documentTitle } from "@storefront/kit/title";
import type { VerticalDefinition } from "@storefront/kit/vertical";
import { createRoot } from "react-dom/client";
import storefrontFavicon from "../assets/favicon.svg?no-inline";
import partnerFavicon from "../assets/favicon-partner.svg?no-inline";
import { loadVertical } from "../verticals/registry";
import { App } from "./app";
import { createStorefront } from "./create-storefront";
import { parseBootPayload, usablePartner } from "./read-payload";
import { scheduleTags } from "./schedule-tags";

export interface MountOptions {
  win: Window;
  container: HTMLElement;
  /** The page payload as JSON (validated here). */
  json: unknown;
  /** The vertical the entry started loading from a peek at the payload, if any. */
  vertical: Promise<VerticalDefinition> | null;
  /** The locale to boot in (from the URL, or detected on the root path). */
  locale: Locale;
  reloadGuard?: ReloadGuard;
}

/** A mounted storefront; `unmount` removes it and everything it added to the document. */
export interface MountedStorefront {
  unmount(): void;
}

/**
 * Mounts one storefront: validates the payload, creates the per-mount state, applies the partner's
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
}: MountOptions): Promise<MountedStorefront> {
  const doc = win.document;
  const payload = parseBootPayload(json);
  const partner = usablePartner(payload);
  let vertical = partner ? await verticalPromise : null;
  // The peek and the validated payload agree unless the payload was malformed; trust the latter.
  if (partner && !vertical?.partnerTypes.includes(partner.snachoo_settings.type)) {
    vertical = await loadVertical(partner.snachoo_settings.type);
  }

  const storefront = createStorefront({
    doc,
    partner,
    user: payload.user,
    prefetched: partner ? payload.prefetched : undefined,
    vertical,
    locale,
    reloadGuard,
  });
  const { store, router, activator } = storefront;

  const cleanups: Array<() => void> = [storefront.stopFollowingLocale];
  // The device type follows resizes while something subscribes; the guards read it at any time.
  cleanups.push(store.sub(deviceTypeAtom, () => {}));
  if (partner) {
    cleanups.push(
      applyPartnerTheme(doc, partner, { storefront: storefrontFavicon, partner: partnerFavicon }),
    );
    doc.title = documentTitle(partner, null);
  }
  await activator.ensure(locale);
  await router.load();

  const root = createRoot(container, {
    onUncaughtError: (error) => {
      console.error("The storefront failed", error);
      if (isChunkLoadError(error)) reloadGuard?.reloadOnce();
    },
  });
  // The partner's tags wait for the first paint, counted from the first commit (App's effect).
  const onFirstCommit = partner ? () => scheduleTags(win, partner.cms_config) : undefined;
  root.render(<App storefront={storefront} onFirstCommit={onFirstCommit} />);

  return {
    unmount() {
      root.unmount();
      for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    },
  };
}
