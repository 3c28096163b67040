import { I18nProvider } from "@lingui/react";
import { activateLocale, applyDocumentLocale, createI18n, loadKitCatalog } from "@storefront/kit/i18n";
import { PartnerProvider } from "@storefront/kit/partner";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { readBootPayload } from "./boot/read-payload";
import { loadShellCatalog } from "./load-shell-catalog";
import { splitLocalePath } from "./locale-rewrite";
import { createAppRouter } from "./router";
import { loadVertical } from "./verticals/registry";
import "./styles.css";

async function boot() {
  const { partner } = readBootPayload(document);
  const { locale, path } = splitLocalePath(window.location.pathname);
  const hasPartner = Boolean(partner?.access_token);
  const vertical = partner && hasPartner ? await loadVertical(partner.snachoo_settings.type) : null;

  const i18n = createI18n();
  const catalogs = [
    loadKitCatalog,
    loadShellCatalog,
    ...(vertical?.loadCatalog ? [vertical.loadCatalog] : []),
  ];
  await activateLocale(i18n, locale, catalogs);
  applyDocumentLocale(document.documentElement, locale);

  const { router } = createAppRouter({ initialLocale: locale, vertical });
  // Spec §4: no access token → /partner-not-found; a valid partner never stays there.
  if (!hasPartner && path !== "/partner-not-found")
    await router.navigate({ to: "/partner-not-found", replace: true });
  if (hasPartner && path === "/partner-not-found") await router.navigate({ to: "/", replace: true });

  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element to mount the storefront in.");
  const app = <RouterProvider router={router} />;
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        {partner && hasPartner ? <PartnerProvider partner={partner}>{app}</PartnerProvider> : app}
      </I18nProvider>
    </StrictMode>,
  );
}

boot().catch((error: unknown) => {
  // Spec §8: a failure to mount is logged.
  console.error("The storefront failed to mount", error);
});
