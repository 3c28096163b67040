import { I18nProvider } from "@lingui/react";
import type { Partner } from "@storefront/core/contracts/partner";
import type { Locale } from "@storefront/core/locale";
import { StorefrontProviders } from "@storefront/kit/api";
import { AppKeyed, deviceTypeAtom } from "@storefront/kit/app";
import { PartnerProvider } from "@storefront/kit/partner";
import { createStorefront } from "@storefront/kit/storefront";
import { applyPartnerTheme } from "@storefront/kit/theme";
import { TitleProvider } from "@storefront/kit/title";
import type { VerticalDefinition } from "@storefront/kit/vertical";
import { RouterProvider } from "@tanstack/react-router";
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
 * Mounts one storefront: kit's `createStorefront` for the per-mount state, the partner's theme,
 * the locale's catalogs and the first navigation before the first render — what the monorepo's
 * shell does, for one vertical.
 */
export async function mountStorefront({ container, partner, prefetched, vertical, locale }: MountOptions) {
  const doc = container.ownerDocument;
  const serves = partner !== null && vertical.partnerTypes.includes(partner.snachoo_settings.type);
  // kit's factory: the per-mount state (jotai store, query client, Lingui, session, router context)
  // built exactly as the monorepo's shell builds it.
  const { store, i18n, activator, services, router } = createStorefront({
    partner: serves ? partner : null,
    user: null,
    prefetched,
    vertical: serves ? vertical : null,
    locale,
    doc,
    createRouter: ({ context, rewrite }) =>
      createStorefrontRouter({ vertical: serves ? vertical : null, context, rewrite }),
  });
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
