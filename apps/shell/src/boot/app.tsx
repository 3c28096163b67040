import { I18nProvider, useLingui } from "@lingui/react";
import { directionOf, type Locale } from "@storefront/core/locale";
import { StorefrontProviders } from "@storefront/kit/api";
import { AppKeyed } from "@storefront/kit/app";
import { PartnerProvider } from "@storefront/kit/partner";
import { type PageHead, TitleProvider } from "@storefront/kit/title";
import { RouterProvider } from "@tanstack/react-router";
import { Direction } from "radix-ui";
import { type ReactNode, StrictMode, useEffect } from "react";
import { BuildCheck } from "./build-check";
import type { Storefront } from "./create-storefront";

/** Radix components read the text direction from here; it follows the active locale. */
function LocaleDirection({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return <Direction.Provider dir={directionOf(i18n.locale as Locale)}>{children}</Direction.Provider>;
}

/**
 * The whole storefront of one mount: its providers, and the router keyed by the app key.
 * `onFirstCommit` runs after the first render is committed (its cleanup on unmount). The same tree
 * renders on the server (`entry-server.tsx`) and hydrates in the browser (`mount.tsx`).
 */
export function App({
  storefront,
  onFirstCommit,
  head,
}: {
  storefront: Storefront;
  onFirstCommit?: () => () => void;
  /** A server render's collector of the page's head tags. */
  head?: PageHead;
}) {
  const { services, router, partner, i18n } = storefront;
  useEffect(() => onFirstCommit?.(), [onFirstCommit]);
  const page = (
    <>
      <AppKeyed>
        <RouterProvider router={router} />
      </AppKeyed>
      <BuildCheck />
    </>
  );
  // StorefrontProviders holds the mount's jotai store, query client, API client and session, and
  // renders the overlays of every page (auth dialog, age popup, info prompt, toasts, loader).
  const withPartner = partner ? (
    <PartnerProvider partner={partner}>
      <TitleProvider partner={partner} head={head}>
        {page}
      </TitleProvider>
    </PartnerProvider>
  ) : (
    page
  );
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <LocaleDirection>
          <StorefrontProviders services={services} overlays={partner !== null}>
            {withPartner}
          </StorefrontProviders>
        </LocaleDirection>
      </I18nProvider>
    </StrictMode>
  );
}
