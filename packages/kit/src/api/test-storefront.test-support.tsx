import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { Partner } from "@storefront/core/contracts/partner";
import type { Locale } from "@storefront/core/locale";
import { createMemoryStorage, type StorageLike } from "@storefront/core/storage";
import type { ReactNode } from "react";
import { authDialogModule, loadAuthForms } from "../auth/auth-dialog-modules";
import { toasterModule } from "../feedback/lazy-toaster";
import { createI18n, loadEveryKitCatalog, loadKitCatalog } from "../i18n";
import { createLocaleActivator } from "../locale/locale-activator";
import { ageVerificationModule, userInfoPromptModule } from "../overlays/lazy-overlays";
import { PartnerProvider } from "../partner";
import type { LoggedOutEvent, SessionWindow } from "../session/create-session";
import { createFetchDouble, type FetchReply } from "./fetch-double.test-support";
import { StorefrontProviders } from "./providers";
import { createStorefrontServices, type StorefrontServices } from "./services";

// Builds a storefront mount for unit tests: kit's catalogs active, the real services over a `fetch`
// double and an in-memory storage. Not exported from the package's entry points.

/** A demo partner for tests. */
export const testPartner: Partner = {
  business_id: 1,
  access_token: "pk_test",
  name: "Demo Retail",
  snachoo_settings: { type: "retail", url: "retail.localhost" },
  pages: [],
  cms_config: {},
  currency: { code: "SAR", minor_digits: 2 },
};

export interface TestStorefrontOptions {
  partner?: Partner | null;
  storage?: StorageLike;
  routes?: Record<string, FetchReply>;
  locale?: Locale;
  pathname?: string;
  onLoggedOut?: (event: LoggedOutEvent) => void;
  /**
   * Fetch the lazy overlays and toaster first (default), so tests on fake timers see them render
   * synchronously; false to test the first-use loading itself.
   */
  preloadOverlays?: boolean;
  /**
   * "all" (the default): every kit catalog is active, for a component rendered on its own. "routes":
   * only `common`, as in the shell; kit's route factories load their feature's catalog through the
   * returned `ensureCatalogs` (put it in the router context), so a test sees what a shopper sees.
   */
  catalogs?: "all" | "routes";
}

/** Imports the code `StorefrontProviders` fetches on first use (dialogs, toaster). */
export async function preloadOverlays(): Promise<void> {
  await Promise.all([
    authDialogModule.load(),
    loadAuthForms(),
    ageVerificationModule.load(),
    userInfoPromptModule.load(),
    toasterModule.load(),
  ]);
}

/** The services, the i18n instance, the fetch double and a `wrap()` for `render`. */
export async function createTestStorefront(options: TestStorefrontOptions = {}) {
  if (options.preloadOverlays !== false) await preloadOverlays();
  const i18n: I18n = createI18n();
  const activator = createLocaleActivator({
    i18n,
    loaders: [options.catalogs === "routes" ? loadKitCatalog : loadEveryKitCatalog],
  });
  await activator.ensure(options.locale ?? "en");
  const ensureCatalogs = activator.ensureCatalogs;
  const double = createFetchDouble(options.routes);
  const navigated: string[] = [];
  const assigned: string[] = [];
  const win: SessionWindow = {
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    location: {
      pathname: options.pathname ?? "/",
      assign: (href: string | URL) => {
        assigned.push(String(href));
      },
    },
  };
  const services: StorefrontServices = createStorefrontServices({
    partner: options.partner === undefined ? testPartner : options.partner,
    storage: options.storage ?? createMemoryStorage(),
    fetch: double.fetch,
    origin: "http://retail.localhost",
    navigate: (href) => navigated.push(href),
    win,
    ...(options.onLoggedOut ? { onLoggedOut: options.onLoggedOut } : {}),
    // With only `common` loaded, the dialogs fetch their wording as in the app.
    ...(options.catalogs === "routes"
      ? { featureCatalogs: { has: activator.hasCatalogs, ensure: activator.ensureCatalogs } }
      : {}),
  });
  const dir = options.locale === "ar" ? "rtl" : "ltr";
  const partner = services.partner;
  const wrap = (ui: ReactNode) => {
    const mount = <StorefrontProviders services={services}>{ui}</StorefrontProviders>;
    return (
      <I18nProvider i18n={i18n}>
        <div dir={dir}>{partner ? <PartnerProvider partner={partner}>{mount}</PartnerProvider> : mount}</div>
      </I18nProvider>
    );
  };
  return { services, session: services.session, i18n, ensureCatalogs, double, navigated, assigned, wrap };
}
