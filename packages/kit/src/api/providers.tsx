import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as JotaiProvider } from "jotai";
import { type ReactNode, useEffect, useState } from "react";
import { LazyAuthDialog } from "../auth";
import { FeedbackLayer, ToasterContext } from "../feedback";
import { FeatureCatalogsContext } from "../i18n";
import {
  LazyAgeVerificationPopup,
  LazyGuestMergeNotice,
  LazySessionEndedNotice,
  LazyUserInfoPrompt,
} from "../overlays";
import type { AuthBridge } from "../routing";
import { SessionContext } from "../session";
import { ApiClientContext, PendingRequestsContext } from "./context";
import {
  createStorefrontServices,
  type StorefrontServices,
  type StorefrontServicesOptions,
} from "./services";

/** Props of `StorefrontProviders`: ready-made services, or the options to create them. */
export type StorefrontProvidersProps = {
  children: ReactNode;
  /**
   * The router's auth bridge: connected to the session while mounted (its `pendingTarget` opens the
   * dialog). Omit it when the shell connected `services.session.authHandler` itself.
   */
  authBridge?: Pick<AuthBridge, "connect">;
  /** Render the overlays (auth dialog, age popup, info prompt), toasts and loading bar. Default true. */
  overlays?: boolean;
} & ({ services: StorefrontServices } | (StorefrontServicesOptions & { services?: undefined }));

/**
 * The providers of one mount: jotai store, query client, API client, pending counter, session and
 * toaster — plus the overlays of every page (auth dialog, age-verification popup, complete-your-info
 * prompt), the toasts and the global loading bar. The overlays' and toasts' Radix code is fetched
 * when one is first due, not in the first load. Mount it inside Lingui's `I18nProvider` (its
 * overlays are translated). Its effect starts the session: other tabs are followed and, for a
 * logged-in user, the cart and wishlist are fetched from the server.
 */
export function StorefrontProviders(props: StorefrontProvidersProps) {
  const { children, authBridge, overlays = true } = props;
  const [services] = useState<StorefrontServices>(() => props.services ?? createStorefrontServices(props));
  const { session } = services;

  useEffect(() => session.start(), [session]);
  useEffect(() => authBridge?.connect(session.authHandler), [authBridge, session]);

  return (
    <JotaiProvider store={services.store}>
      <QueryClientProvider client={services.queryClient}>
        <ApiClientContext.Provider value={services.client}>
          <PendingRequestsContext.Provider value={services.pending}>
            <ToasterContext.Provider value={services.toaster}>
              <SessionContext.Provider value={session}>
                <FeatureCatalogsContext.Provider value={services.featureCatalogs}>
                  {children}
                  {overlays ? (
                    <>
                      <LazyAuthDialog />
                      <LazyAgeVerificationPopup />
                      <LazyUserInfoPrompt />
                      <LazyGuestMergeNotice />
                      <LazySessionEndedNotice />
                      <FeedbackLayer toaster={services.toaster} pending={services.pending} />
                    </>
                  ) : null}
                </FeatureCatalogsContext.Provider>
              </SessionContext.Provider>
            </ToasterContext.Provider>
          </PendingRequestsContext.Provider>
        </ApiClientContext.Provider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
