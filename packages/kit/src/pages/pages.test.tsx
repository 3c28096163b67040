import { I18nProvider } from "@lingui/react";
import { type ApiClient, ApiStatusError } from "@storefront/core/api";
import { getPage, listPages } from "@storefront/core/contracts/api/pages";
import type { Partner, PartnerType } from "@storefront/core/contracts/partner";
import { directionOf, type Locale, localizePath } from "@storefront/core/locale";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiClientContext } from "../api/context";
import { NotFoundPage } from "../errors/error-page";
import { activateLocale, createI18n, loadKitCatalog } from "../i18n";
import { PartnerProvider } from "../partner/partner-context";
import { localeRewrite } from "../routing/locale-rewrite";
import { TitleProvider } from "../title/document-title";
import { createContactRoute } from "./contact-route";
import { createKioskRoute } from "./kiosk-route";
import { createPartnerNotFoundRoute } from "./partner-not-found-route";
import { createPartnerPageRoute } from "./partner-page-route";

function partnerOf(type: PartnerType, overrides: Partial<Partner> = {}): Partner {
  return {
    business_id: 1,
    access_token: "t",
    name: "Souq Retail",
    snachoo_settings: { type, url: "retail.localhost" },
    pages: ["about", "terms", "gone"],
    cms_config: {},
    currency: { code: "SAR", minor_digits: 2 },
    ...overrides,
  };
}

const ABOUT = {
  name: "about",
  title: "About us",
  title_lang: { en: "About us", ar: "من نحن" },
  html: '<h1>About Souq Retail</h1><p>Fresh <strong>every</strong> morning.</p><script>window.hacked = true</script><img src="/images/a.svg" alt="Shop" onerror="window.hacked = true"><a href="javascript:window.hacked=true">bad</a> <a href="https://partner.example/">Our blog</a> <a href="/terms">Terms</a>',
  html_lang: { ar: "<h1>عن سوق للتجزئة</h1><p>بضائع طازجة كل صباح.</p>" },
};
const TERMS = {
  name: "terms",
  title: "Terms",
  title_lang: null,
  html: "<p>Returns within 14 days.</p>",
  html_lang: null,
};

function fakeApiClient(): ApiClient & { call: ReturnType<typeof vi.fn> } {
  return {
    logger: console,
    call: vi.fn(async (endpoint: unknown, options?: { params?: { name?: string } }) => {
      if (endpoint === listPages)
        return [ABOUT, TERMS].map(({ name, title, title_lang }) => ({ name, title, title_lang }));
      if (endpoint === getPage) {
        const page = [ABOUT, TERMS].find((candidate) => candidate.name === options?.params?.name);
        if (page) return page;
        throw new ApiStatusError({ method: "GET", url: "/x" }, { status: 404, code: "page_not_found" });
      }
      throw new Error("unexpected call");
    }),
  } as unknown as ApiClient & { call: ReturnType<typeof vi.fn> };
}

async function renderPages({
  path,
  partner = partnerOf("retail"),
  locale = "en" as Locale,
  menu = true,
}: {
  path: string;
  partner?: Partner;
  locale?: Locale;
  /** Whether the vertical mounts `/menu` (a restaurant's does; the "coming soon" stand-in does not). */
  menu?: boolean;
}) {
  const i18n = createI18n();
  await activateLocale(i18n, locale, [loadKitCatalog]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const apiClient = fakeApiClient();
  const root = createRootRoute({ component: Outlet, notFoundComponent: NotFoundPage });
  const layout = createRoute({ getParentRoute: () => root, id: "main", component: Outlet });
  const routes: AnyRoute[] = [
    createRoute({ getParentRoute: () => layout, path: "/", component: () => <p>home</p> }),
    ...(menu
      ? [createRoute({ getParentRoute: () => layout, path: "/menu", component: () => <p>menu</p> })]
      : []),
    createContactRoute(layout),
    createKioskRoute(layout),
    createPartnerPageRoute(layout),
  ];
  const router = createRouter({
    routeTree: root.addChildren([layout.addChildren(routes), createPartnerNotFoundRoute(root)]),
    history: createMemoryHistory({ initialEntries: [localizePath(path, locale)] }),
    rewrite: localeRewrite(locale),
    context: { partner, queryClient, apiClient, switchLocale: vi.fn() },
  });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientContext.Provider value={apiClient}>
          <PartnerProvider partner={partner}>
            <TitleProvider partner={partner}>
              <div dir={directionOf(locale)}>
                <RouterProvider router={router} />
              </div>
            </TitleProvider>
          </PartnerProvider>
        </ApiClientContext.Provider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { router, apiClient, heading: await screen.findByRole("heading", { level: 1 }, { timeout: 5_000 }) };
}

describe("/{pageName}: partner pages", () => {
  it("renders the CMS page's HTML sanitised", async () => {
    const { heading, apiClient } = await renderPages({ path: "/about" });
    expect(heading.textContent).toBe("About Souq Retail");
    expect(apiClient.call).toHaveBeenCalledWith(
      getPage,
      expect.objectContaining({ params: { name: "about" } }),
    );
    const article = document.querySelector("[data-slot=partner-page]") as HTMLElement;
    expect(within(article).getByText("every").tagName).toBe("STRONG");
    expect(article.querySelector("script")).toBeNull();
    expect(article.querySelector("img")?.hasAttribute("onerror")).toBe(false);
    expect(within(article).getByText("bad").hasAttribute("href")).toBe(false);
    const external = within(article).getByRole("link", { name: "Our blog" });
    expect(external.getAttribute("rel")).toBe("noopener noreferrer");
    expect(external.getAttribute("target")).toBe("_blank");
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    await waitFor(() => expect(document.title).toBe("About us | Souq Retail"));
  });

  it("follows internal links inside the HTML through the router", async () => {
    const user = userEvent.setup();
    const { router } = await renderPages({ path: "/about" });
    await user.click(screen.getByRole("link", { name: "Terms" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/terms"));
    // The page has no heading of its own: its title stands in.
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Terms");
    expect(screen.getByText("Returns within 14 days.")).toBeTruthy();
  });

  it("shows the Arabic content, right to left", async () => {
    const { heading } = await renderPages({ path: "/about", locale: "ar" });
    expect(heading.textContent).toBe("عن سوق للتجزئة");
    expect(heading.closest("[dir]")?.getAttribute("dir")).toBe("rtl");
  });

  it("is a 404 for a name that is not one of the partner's pages", async () => {
    const { heading, apiClient } = await renderPages({ path: "/secret" });
    expect(heading.textContent).toBe("Page not found: /secret");
    expect(apiClient.call).not.toHaveBeenCalledWith(getPage, expect.anything());
  });

  it("is a 404 when the CMS no longer has the page", async () => {
    const { heading } = await renderPages({ path: "/gone" });
    expect(heading.textContent).toBe("Page not found: /gone");
  });
});

describe("/contact", () => {
  it("shows the published details, a mailto link, and no form", async () => {
    const partner = partnerOf("retail", {
      cms_config: {
        contact_email: "hello@souq.example",
        contact_phone: "+966 11 000 0000",
        address: "Olaya St 1",
      },
    });
    const { heading } = await renderPages({ path: "/contact", partner });
    expect(heading.textContent).toBe("Contact us");
    const address = document.querySelector("address") as HTMLElement;
    expect(within(address).getByText("Souq Retail")).toBeTruthy();
    expect(within(address).getByText("Olaya St 1")).toBeTruthy();
    expect(within(address).getByRole("link", { name: "+966 11 000 0000" }).getAttribute("href")).toBe(
      "tel:+966110000000",
    );
    expect(screen.getByRole("link", { name: "Send us an e-mail" }).getAttribute("href")).toBe(
      "mailto:hello@souq.example",
    );
    expect(document.querySelector("form, input, textarea")).toBeNull();
    await waitFor(() => expect(document.title).toBe("Contact us | Souq Retail"));
  });

  it("without published details: the name and site, a note, and the store's pages — no mailto", async () => {
    await renderPages({ path: "/contact" });
    expect(screen.getByText(/^Souq Retail has not published contact details online yet\./)).toBeTruthy();
    expect(screen.getByText("retail.localhost")).toBeTruthy();
    expect(document.querySelector("a[href^='mailto:']")).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "About us" }).getAttribute("href")).toBe("/about"),
    );
    expect(screen.getByRole("link", { name: "Terms" }).getAttribute("href")).toBe("/terms");
  });

  it("in Arabic", async () => {
    const { heading } = await renderPages({ path: "/contact", locale: "ar" });
    expect(heading.textContent).toBe("اتصل بنا");
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "من نحن" }).getAttribute("href")).toBe("/ar/about"),
    );
  });
});

describe("/kiosk", () => {
  it("leads a restaurant's kiosk into the menu", async () => {
    const user = userEvent.setup();
    const partner = partnerOf("restaurant", { name: "Bait Al Mandi" });
    const { heading, router } = await renderPages({ path: "/kiosk", partner });
    expect(heading.textContent).toBe("Welcome to Bait Al Mandi");
    const start = screen.getByRole("link", { name: "Start your order" });
    expect(start.getAttribute("href")).toBe("/menu");
    expect(start.querySelector("svg")?.getAttribute("class")).toContain("rtl:-scale-x-100");
    await user.click(start);
    await waitFor(() => expect(router.state.location.pathname).toBe("/menu"));
  });

  it("offers no kiosk while the restaurant's menu is not mounted: never a link to a missing page", async () => {
    const partner = partnerOf("restaurant", { name: "Bait Al Mandi" });
    const { heading } = await renderPages({ path: "/kiosk", partner, menu: false });
    expect(heading.textContent).toBe("Kiosk mode is not available");
    expect(screen.queryByRole("link", { name: "Start your order" })).toBeNull();
  });

  it("explains that other partner types have no kiosk, with a way home", async () => {
    for (const type of ["retail", "salon", "hospital", "divine", "snachoo"] as const) {
      const { heading } = await renderPages({ path: "/kiosk", partner: partnerOf(type) });
      expect(heading.textContent, type).toBe("Kiosk mode is not available");
      expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
      cleanup();
    }
  });

  it("in Arabic, with the home link under /ar", async () => {
    const { heading } = await renderPages({ path: "/kiosk", locale: "ar" });
    expect(heading.textContent).toBe("وضع الكشك غير متاح");
    expect(screen.getByRole("link", { name: "اذهب إلى الصفحة الرئيسية" }).getAttribute("href")).toBe("/ar");
  });
});

describe("/partner-not-found", () => {
  it("says there is no store here, in both locales, with a locale switch", async () => {
    const { heading } = await renderPages({ path: "/partner-not-found" });
    expect(heading.textContent).toBe("Store not found");
    expect(screen.getByRole("button", { name: "العربية" })).toBeTruthy();
    cleanup();
    expect((await renderPages({ path: "/partner-not-found", locale: "ar" })).heading.textContent).toBe(
      "المتجر غير موجود",
    );
  });
});
