import { I18nProvider, useLingui } from "@lingui/react";
import { directionOf, type Locale } from "@storefront/core/locale";
import { DirectionProvider } from "@storefront/ui/direction";
import { type AnyRouter, RouterProvider } from "@tanstack/react-router";
import { type ReactNode, StrictMode, useEffect } from "react";
import { StorefrontProviders } from "../api";
import { AppKeyed } from "../app";
import { PartnerProvider } from "../partner";
import type { StorefrontState } from "../storefront";
import { TitleProvider } from "../title";

/** ui's Radix parts read the text direction from context; it follows the active locale. */
function LocaleDirection({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return <DirectionProvider dir={directionOf(i18n.locale as Locale)}>{children}</DirectionProvider>;
}

/** Props of `StandaloneApp`. */
export interface StandaloneAppProps {
  /** The storefront of this mount (`createStorefront`). */
  storefront: StorefrontState<AnyRouter>;
  /** Runs after the first render is committed; its cleanup runs on unmount. */
  onFirstCommit?: () => () => void;
}

/**
 * The React tree of one storefront: Lingui, the text direction, kit's providers (store, query
 * client, API client, session and the overlays every page may open), the partner and its titles,
 * and the router keyed by the app key (a login or locale switch remounts the pages).
 */
export function StandaloneApp({ storefront, onFirstCommit }: StandaloneAppProps) {
  const { services, router, partner, i18n } = storefront;
  useEffect(() => onFirstCommit?.(), [onFirstCommit]);
  const page = (
    <AppKeyed>
      <RouterProvider router={router} />
    </AppKeyed>
  );
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <LocaleDirection>
          <StorefrontProviders services={services} overlays={partner !== null}>
            {partner ? (
              <PartnerProvider partner={partner}>
                <TitleProvider partner={partner}>{page}</TitleProvider>
              </PartnerProvider>
            ) : (
              page
            )}
          </StorefrontProviders>
        </LocaleDirection>
      </I18nProvider>
    </StrictMode>
  );
}
