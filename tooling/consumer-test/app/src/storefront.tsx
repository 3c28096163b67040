import { I18nProvider } from "@lingui/react";
import type { Partner } from "@storefront/core/contracts/partner";
import type { Locale } from "@storefront/core/locale";
import { createStorefrontServices, StorefrontProviders } from "@storefront/kit/api";
import { AppKeyed, deviceTypeAtom } from "@storefront/kit/app";
import { createI18n, loadKitCatalog } from "@storefront/kit/i18n";
import { createLocaleActivator } from "@storefront/kit/locale";
import { PartnerProvider } from "@storefront/kit/partner";
import {
  createAuthBridge,
  followUrlLocale,
  localeRewrite,
  prefetchedAnswers,
  type StorefrontRouterContext,
  switchLocaleKeepingPage,
} from "@storefront/kit/routing";
import { applyPartnerTheme } from "@storefront/kit/theme";
import { TitleProvider } from "@storefront/kit/title";
import type { VerticalDefinition } from "@storefront/kit/vertical";
import { QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { createStore } from "jotai";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createStorefrontRouter } from "./router";

export interface MountOptions {
  container: HTMLElement;
  partner: Partner | null;
  prefetched: unknown;
  vertical: VerticalDefinition;
  locale: Locale;
}

/**
 * Mounts one storefront: the per-mount state kit's features read (jotai store, query client,
 * Lingui instance, session, router context), the partner's theme, the locale's catalogs and the
 * first navigation before the first render — what the monorepo's shell does, for one vertical.
 */
export async function mountStorefront({ container, partner, prefetched, vertical, locale }: MountOptions) {
  const doc = container.ownerDocument;
  const serves = partner !== null && vertical.partnerTypes.includes(partner.snachoo_settings.type);
  const store = createStore();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 } },
  });
  const i18n = createI18n();
  const activator = createLocaleActivator({
    i18n,
    loaders: vertical.loadCatalog ? [loadKitCatalog, vertical.loadCatalog] : [loadKitCatalog],
    labels: vertical.labels,
    root: doc.documentElement,
  });
  const authBridge = createAuthBridge();
  const services = createStorefrontServices({
    partner: serves ? partner : null,
    store,
    queryClient,
    navigate: (href) => router.history.push(href),
  });
  authBridge.connect(services.session.authHandler);
  const context: StorefrontRouterContext = {
    partner: serves ? partner : null,
    getUser: () => authBridge.getUser(),
    requestLogin: (target) => authBridge.requestLogin(target),
    getDeviceType: () => store.get(deviceTypeAtom),
    resolvedHref: () => router.state.resolvedLocation?.publicHref ?? null,
    ensureLocale: (next) => activator.ensure(next),
    ensureCatalogs: (catalogs) => activator.ensureCatalogs(catalogs),
    switchLocale: (next) => switchLocaleKeepingPage({ router, ensureLocale: activator.ensure, doc }, next),
    apiClient: services.client,
    queryClient,
    store,
    vertical: serves ? vertical : null,
    prefetched: prefetchedAnswers(prefetched),
  };
  const router = createStorefrontRouter({
    vertical: serves ? vertical : null,
    context,
    rewrite: localeRewrite(locale),
  });
  followUrlLocale(router);
  store.sub(deviceTypeAtom, () => {});
  if (partner && serves) applyPartnerTheme(doc, partner);

  await activator.ensure(locale);
  await router.load();
  const page = (
    <AppKeyed>
      <RouterProvider router={router} />
    </AppKeyed>
  );
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <StorefrontProviders services={services} overlays={serves}>
          {partner && serves ? (
            <PartnerProvider partner={partner}>
              <TitleProvider partner={partner}>{page}</TitleProvider>
            </PartnerProvider>
          ) : (
            page
          )}
        </StorefrontProviders>
      </I18nProvider>
    </StrictMode>,
  );
}
