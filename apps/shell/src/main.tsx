import { I18nProvider } from "@lingui/react";
import { activateLocale, applyDocumentLocale, createI18n, loadKitCatalog } from "@storefront/kit/i18n";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { loadShellCatalog } from "./load-shell-catalog";
import { splitLocalePath } from "./locale-rewrite";
import { createAppRouter } from "./router";
import "./styles.css";

async function boot() {
  const { locale } = splitLocalePath(window.location.pathname);
  const i18n = createI18n();
  await activateLocale(i18n, locale, [loadKitCatalog, loadShellCatalog]);
  applyDocumentLocale(document.documentElement, locale);
  const { router } = createAppRouter(locale);
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element to mount the storefront in.");
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
}

boot().catch((error: unknown) => {
  // Spec §8: a failure to mount is logged.
  console.error("The storefront failed to mount", error);
});
