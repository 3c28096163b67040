import { I18nProvider } from "@lingui/react";
import type { ApiClient } from "@storefront/core/api";
import { listPages } from "@storefront/core/contracts/api/pages";
import type { Partner, PartnerType } from "@storefront/core/contracts/partner";
import type { StoredUser } from "@storefront/core/contracts/user";
import { directionOf, type Locale, localizePath } from "@storefront/core/locale";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiClientContext } from "../api/context";
import { activateLocale, createI18n, loadKitCatalog } from "../i18n";
import { PartnerProvider } from "../partner/partner-context";
import { localeRewrite } from "../routing/locale-rewrite";
import { defineVertical, type NavLink, type VerticalDefinition } from "../vertical";
import { createMainLayoutRoute } from "./main-layout";
import { NAV_LINKS } from "./nav";
import { SearchBox } from "./search-box";

const session = vi.hoisted(() => ({
  user: null as StoredUser | null,
  cartCount: 0,
  wishlistCount: 0,
  openAuth: vi.fn(),
  logout: vi.fn(async () => {}),
}));

vi.mock("../session", () => ({
  useUser: () => session.user,
  useLogout: () => session.logout,
  useAuthDialog: () => ({ open: session.openAuth, close: () => {} }),
  useCartCount: () => session.cartCount,
  useWishlistCount: () => session.wishlistCount,
}));

function partnerOf(type: PartnerType, overrides: Partial<Partner> = {}): Partner {
  return {
    business_id: 1,
    access_token: "t",
    name: "Souq Retail",
    snachoo_settings: { type, url: "retail.localhost", ecom_logo: "/images/partners/retail/logo.svg" },
    pages: ["about", "terms"],
    cms_config: {},
    currency: { code: "SAR", minor_digits: 2 },
    ...overrides,
  };
}

const CMS_PAGES = [
  { name: "about", title: "About us", title_lang: { en: "About us", ar: "من نحن" } },
  {
    name: "terms",
    title: "Terms and conditions",
    title_lang: { en: "Terms and conditions", ar: "الشروط والأحكام" },
  },
];

function fakeApiClient(pages: unknown = CMS_PAGES): ApiClient {
  return {
    logger: console,
    call: vi.fn(async (endpoint: unknown) => {
      if (endpoint === listPages) {
        if (pages instanceof Error) throw pages;
        return pages;
      }
      throw new Error("unexpected call");
    }),
  } as unknown as ApiClient;
}

const PATHS = [
  "/",
  "/products",
  "/cart",
  "/wishlist",
  "/contact",
  "/about",
  "/terms",
  "/account",
  "/account/orders",
];

/** A vertical as the shell hands it to the router context (its pages are the test's stubs). */
function verticalWith(nav: readonly NavLink[]): VerticalDefinition {
  return defineVertical({ id: "test", partnerTypes: ["retail"], createRoutes: () => [], nav });
}

const RETAIL_NAV = [NAV_LINKS.home, NAV_LINKS.products, NAV_LINKS.categories, NAV_LINKS.contact];

async function renderLayout({
  partner = partnerOf("retail"),
  locale = "en" as Locale,
  path = "/",
  apiClient = fakeApiClient(),
  vertical = verticalWith(RETAIL_NAV),
  paths = PATHS,
  fullScreen = [],
  browserPages = [],
  givesSearch = true,
}: {
  partner?: Partner;
  locale?: Locale;
  path?: string;
  apiClient?: ApiClient;
  vertical?: VerticalDefinition;
  /** The pages mounted under the layout (the vertical's and the shared ones). */
  paths?: readonly string[];
  /** Of those, the pages whose route asks to fill the screen (`FullScreenContext`). */
  fullScreen?: readonly string[];
  /** Of those, the pages the browser renders after the server's frame (`BrowserPageStaticData`). */
  browserPages?: readonly string[];
  /** Whether the layout is given kit's `SearchBox` as the header's search (the storefront gives one). */
  givesSearch?: boolean;
} = {}) {
  const i18n = createI18n();
  await activateLocale(i18n, locale, [loadKitCatalog]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({ component: Outlet });
  const layout = createMainLayoutRoute(root, givesSearch ? { search: <SearchBox /> } : {});
  const pages = paths.map((routePath) =>
    createRoute({
      getParentRoute: () => layout,
      path: routePath,
      beforeLoad: () => ({ fullScreen: fullScreen.includes(routePath) }),
      staticData: { browserPage: browserPages.includes(routePath) },
      component: () => <p data-testid="page">{routePath}</p>,
    }),
  );
  const switchLocale = vi.fn(async () => {});
  const router = createRouter({
    routeTree: root.addChildren([layout.addChildren(pages)]),
    history: createMemoryHistory({ initialEntries: [localizePath(path, locale)] }),
    rewrite: localeRewrite(locale),
    context: { switchLocale, queryClient, partner, vertical },
  });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientContext.Provider value={apiClient}>
          <PartnerProvider partner={partner}>
            <div dir={directionOf(locale)}>
              <RouterProvider router={router} />
            </div>
          </PartnerProvider>
        </ApiClientContext.Provider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  await screen.findByTestId("page");
  return { router, switchLocale, apiClient };
}

// Lazily loaded menus are compiled on first import under Vitest: give them time on a busy machine.
const LAZY = { timeout: 5_000 };

const header = () => screen.getByRole("banner");
const footer = () => screen.getByRole("contentinfo");

beforeEach(() => {
  session.user = null;
  session.cartCount = 0;
  session.wishlistCount = 0;
  session.openAuth.mockClear();
  session.logout.mockClear();
});

describe("the header", () => {
  it("shows the partner's logo with its name as alt text and a fixed size, linking home", async () => {
    await renderLayout();
    const logo = within(header()).getByRole("img", { name: "Souq Retail" });
    expect(logo.getAttribute("src")).toBe("/images/partners/retail/logo.svg?tr=w-320");
    expect(logo.getAttribute("width")).toBe("160");
    expect(logo.getAttribute("height")).toBe("48");
    expect(logo.closest("a")?.getAttribute("href")).toBe("/");
  });

  it("falls back to the partner's name as text without a logo", async () => {
    const partner = partnerOf("retail", { name: "Plain Shop" });
    partner.snachoo_settings = { type: "retail", url: "x" };
    await renderLayout({ partner });
    expect(within(header()).queryByRole("img")).toBeNull();
    expect(within(header()).getByRole("link", { name: "Plain Shop" }).getAttribute("href")).toBe("/");
  });

  it("Enter in the search box searches and goes to /products?key=<text>", async () => {
    const user = userEvent.setup();
    const { router } = await renderLayout({ path: "/cart" });
    const box = within(header()).getByRole("searchbox", { name: "Search products" });
    await user.type(box, "green tea{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/products"));
    expect(router.state.location.publicHref).toBe("/products?key=green+tea");
    expect(router.state.location.search).toEqual({ key: "green tea" });
    expect(screen.getByTestId("page").textContent).toBe("/products");
  });

  it("keeps a numeric search as text in the URL and shows the current search", async () => {
    const user = userEvent.setup();
    const { router } = await renderLayout({ path: "/products?key=tea" });
    const box = within(header()).getByRole("searchbox", { name: "Search products" }) as HTMLInputElement;
    expect(box.value).toBe("tea");
    await user.clear(box);
    await user.type(box, "123");
    box.dispatchEvent(new KeyboardEvent("keydown", { keyCode: 13, bubbles: true }));
    await waitFor(() => expect(router.state.location.publicHref).toBe("/products?key=123"));
  });

  it("searches in Arabic under /ar", async () => {
    const user = userEvent.setup();
    const { router } = await renderLayout({ locale: "ar" });
    const box = within(header()).getByRole("searchbox", { name: "ابحث عن المنتجات" });
    await user.type(box, "شاي{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/products"));
    expect(router.state.location.publicHref).toBe(`/ar/products?key=${encodeURIComponent("شاي")}`);
  });

  it("names the counters with their count, as plurals", async () => {
    session.cartCount = 3;
    session.wishlistCount = 1;
    await renderLayout();
    const cart = within(header()).getByRole("link", { name: "Cart, 3 items" });
    expect(cart.getAttribute("href")).toBe("/cart");
    expect(cart.querySelector("[data-slot=cart-link-count]")?.textContent).toBe("3");
    expect(within(header()).getByRole("link", { name: "Wishlist, 1 item" }).getAttribute("href")).toBe(
      "/wishlist",
    );
  });

  it("an empty cart says so and shows no badge", async () => {
    await renderLayout();
    const cart = within(header()).getByRole("link", { name: "Cart, no items" });
    expect(cart.querySelector("[data-slot=cart-link-count]")).toBeNull();
  });

  it("uses the Arabic plural forms", async () => {
    const names: Record<number, string> = {
      0: "السلة، لا توجد منتجات",
      1: "السلة، منتج واحد",
      2: "السلة، منتجان",
      3: "السلة، 3 منتجات",
      11: "السلة، 11 منتجًا",
      100: "السلة، 100 منتج",
    };
    for (const [count, name] of Object.entries(names)) {
      session.cartCount = Number(count);
      await renderLayout({ locale: "ar" });
      expect(within(header()).getByRole("link", { name }).getAttribute("href")).toBe("/ar/cart");
      cleanup();
    }
  });

  it("shows the vertical's links where the partner can follow them, in the vertical's order", async () => {
    const nav = [NAV_LINKS.home, NAV_LINKS.menu, NAV_LINKS.products, NAV_LINKS.categories, NAV_LINKS.contact];
    await renderLayout({ vertical: verticalWith(nav), paths: [...PATHS, "/menu", "/categories"] });
    const links = within(header()).getByRole("navigation", { name: "Main" });
    // /menu is mounted but a restaurant's page (spec §2): not for a retail partner.
    expect(
      within(links)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Home", "/"],
      ["Products", "/products"],
      ["Categories", "/categories"],
      ["Contact us", "/contact"],
    ]);
  });

  it("never links to a page the vertical has not mounted", async () => {
    // RETAIL_NAV has Categories, but this vertical mounts no /categories.
    await renderLayout();
    const links = within(header()).getByRole("navigation", { name: "Main" });
    expect(within(links).queryByRole("link", { name: "Categories" })).toBeNull();
  });

  it("shows only what the partner type can use", async () => {
    const restaurant = verticalWith([NAV_LINKS.home, NAV_LINKS.menu, NAV_LINKS.contact]);
    await renderLayout({
      partner: partnerOf("restaurant"),
      vertical: restaurant,
      paths: [...PATHS, "/menu"],
    });
    expect(within(header()).queryByRole("searchbox")).toBeNull();
    expect(within(header()).queryByRole("link", { name: /Wishlist/ })).toBeNull();
    expect(within(header()).getByRole("link", { name: /Cart/ })).toBeTruthy();
    const nav = within(header()).getByRole("navigation", { name: "Main" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/", "/menu", "/contact"]);
    cleanup();

    await renderLayout({ partner: partnerOf("salon") });
    expect(within(header()).getByRole("searchbox")).toBeTruthy();
    expect(within(header()).getByRole("link", { name: /Wishlist/ })).toBeTruthy();
  });

  it("shows no search box when it is given none (no default box to ship)", async () => {
    await renderLayout({ givesSearch: false });
    expect(within(header()).getByRole("link", { name: /Cart/ })).toBeTruthy();
    expect(within(header()).queryByRole("searchbox")).toBeNull();
  });

  it("offers no search, wishlist or cart on a storefront that has none of those pages (the stand-in)", async () => {
    await renderLayout({
      partner: partnerOf("salon"),
      vertical: verticalWith([NAV_LINKS.home, NAV_LINKS.contact]),
      paths: ["/", "/contact", "/account"],
    });
    expect(within(header()).queryByRole("searchbox")).toBeNull();
    expect(within(header()).queryByRole("link", { name: /Wishlist/ })).toBeNull();
    expect(within(header()).queryByRole("link", { name: /Cart/ })).toBeNull();
    expect(within(header()).getByRole("button", { name: "Account" })).toBeTruthy();
  });

  it("offers no cart where the vertical says the partner has nothing to put in one (a hospital)", async () => {
    const booking = defineVertical({
      id: "booking",
      partnerTypes: ["salon", "hospital"],
      createRoutes: () => [],
      nav: [NAV_LINKS.home, NAV_LINKS.contact],
      hasCart: (partner) => partner.snachoo_settings.type !== "hospital",
    });
    await renderLayout({ partner: partnerOf("hospital"), vertical: booking });
    expect(within(header()).queryByRole("link", { name: /Cart/ })).toBeNull();
    await userEvent.click(within(header()).getByRole("button", { name: "Open menu" }));
    const sheet = await screen.findByRole("dialog", { name: "Menu" }, LAZY);
    expect(
      within(sheet)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).not.toContain("/cart");
    cleanup();

    await renderLayout({ partner: partnerOf("salon"), vertical: booking });
    expect(within(header()).getByRole("link", { name: /Cart/ })).toBeTruthy();
  });

  it("switches locale keeping the page", async () => {
    const user = userEvent.setup();
    const { switchLocale } = await renderLayout({ path: "/cart" });
    await user.click(within(header()).getByRole("button", { name: "العربية" }));
    expect(switchLocale).toHaveBeenCalledWith("ar");
  });
});

describe("the account menu (loaded on first use)", () => {
  it("logged out: Log in and Sign up open the auth dialog in that mode", async () => {
    const user = userEvent.setup();
    await renderLayout();
    await user.click(within(header()).getByRole("button", { name: "Account" }));
    const menu = await screen.findByRole("menu", {}, LAZY);
    await user.click(within(menu).getByRole("menuitem", { name: "Log in" }));
    expect(session.openAuth).toHaveBeenLastCalledWith("login");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());

    await user.click(within(header()).getByRole("button", { name: "Account" }));
    await user.click(await screen.findByRole("menuitem", { name: "Sign up" }, LAZY));
    expect(session.openAuth).toHaveBeenLastCalledWith("signup");
  });

  it("keeps the focused button in place while its menu code loads (no focus loss)", async () => {
    const user = userEvent.setup();
    await renderLayout();
    const trigger = within(header()).getByRole("button", { name: "Account" });
    trigger.focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(trigger.isConnected).toBe(true);
    expect(document.activeElement).toBe(trigger);
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("menuitem", { name: "Log in" }, LAZY)).toBeTruthy();
  });

  it("logged in: the name, My account, Orders and Log out", async () => {
    const user = userEvent.setup();
    session.user = { id: "1", cust_name: "Sara", cust_last_name: "Ali", token: "x" };
    const { router } = await renderLayout();
    await user.click(within(header()).getByRole("button", { name: "Account: Sara Ali" }));
    const menu = await screen.findByRole("menu", {}, LAZY);
    expect(within(menu).getByText("Sara Ali")).toBeTruthy();
    expect(within(menu).getByRole("menuitem", { name: "My account" }).getAttribute("href")).toBe("/account");
    expect(within(menu).getByRole("menuitem", { name: "Orders" }).getAttribute("href")).toBe(
      "/account/orders",
    );
    await user.click(within(menu).getByRole("menuitem", { name: "Orders" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/account/orders"));

    await user.click(within(header()).getByRole("button", { name: "Account: Sara Ali" }));
    await user.click(await screen.findByRole("menuitem", { name: "Log out" }, LAZY));
    expect(session.logout).toHaveBeenCalledTimes(1);
  });
});

describe("the small-screen menu", () => {
  it("opens a sheet with the partner type's navigation, the account actions and the pages", async () => {
    const user = userEvent.setup();
    session.cartCount = 2;
    await renderLayout({
      partner: partnerOf("restaurant"),
      vertical: verticalWith([NAV_LINKS.home, NAV_LINKS.menu, NAV_LINKS.contact]),
      paths: [...PATHS, "/menu"],
    });
    await user.click(within(header()).getByRole("button", { name: "Open menu" }));
    const sheet = await screen.findByRole("dialog", { name: "Menu" }, LAZY);
    const hrefs = within(sheet)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(["/", "/menu", "/contact", "/cart", "/about", "/terms"]);
    expect(within(sheet).getByRole("link", { name: "Cart, 2 items" })).toBeTruthy();
    await user.click(within(sheet).getByRole("button", { name: "Sign up" }));
    expect(session.openAuth).toHaveBeenLastCalledWith("signup");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("the footer", () => {
  it("links the partner's pages with their CMS titles, the contact page, and says who owns it", async () => {
    const { apiClient } = await renderLayout();
    const links = within(footer()).getByRole("navigation", { name: "Information" });
    await waitFor(() =>
      expect(
        within(links)
          .getAllByRole("link")
          .map((link) => [link.textContent, link.getAttribute("href")]),
      ).toEqual([
        ["About us", "/about"],
        ["Terms and conditions", "/terms"],
        ["Contact us", "/contact"],
      ]),
    );
    expect(apiClient.call).toHaveBeenCalledWith(listPages, expect.anything());
    const year = new Date().getFullYear();
    expect(within(footer()).getByText(`© ${year} Souq Retail. All rights reserved.`)).toBeTruthy();
    expect(within(footer()).getByRole("button", { name: "العربية" })).toBeTruthy();
  });

  it("shows readable names when the page list cannot be fetched, and skips names no page can have", async () => {
    const partner = partnerOf("retail", { pages: ["gift-cards", "cart", "Bad Name", "about", "about"] });
    await renderLayout({ partner, apiClient: fakeApiClient(new Error("offline")) });
    const links = within(footer()).getByRole("navigation", { name: "Information" });
    expect(
      within(links)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Gift cards", "/gift-cards"],
      ["About us", "/about"],
      ["Contact us", "/contact"],
    ]);
  });

  it("uses the Arabic titles and localised links in Arabic", async () => {
    await renderLayout({ locale: "ar" });
    const links = within(footer()).getByRole("navigation", { name: "معلومات" });
    await waitFor(() =>
      expect(within(links).getByRole("link", { name: "من نحن" }).getAttribute("href")).toBe("/ar/about"),
    );
    expect(within(links).getByRole("link", { name: "اتصل بنا" }).getAttribute("href")).toBe("/ar/contact");
    expect(within(footer()).getByText(/جميع الحقوق محفوظة/)).toBeTruthy();
  });
});

describe("a business's overrides (decision 0027)", () => {
  const singled = partnerOf("retail", {
    business_overrides: {
      hidden_routes: ["/wishlist", "/contact"],
      labels: { en: { products: "Browse the market" }, ar: { products: "تصفح السوق", contact: "راسلنا" } },
    },
  });

  it("links a hidden page nowhere: header, footer, small-screen menu", async () => {
    const user = userEvent.setup();
    await renderLayout({ partner: singled });
    expect(within(header()).queryByRole("link", { name: /Wishlist/ })).toBeNull();
    expect(within(header()).getByRole("link", { name: /Cart/ })).toBeTruthy();
    const nav = within(header()).getByRole("navigation", { name: "Main" });
    expect(within(nav).queryByRole("link", { name: "Contact us" })).toBeNull();
    const information = within(footer()).getByRole("navigation", { name: "Information" });
    await waitFor(() => expect(within(information).getByRole("link", { name: "About us" })).toBeTruthy());
    expect(within(information).queryByRole("link", { name: "Contact us" })).toBeNull();
    await user.click(within(header()).getByRole("button", { name: "Open menu" }));
    const sheet = await screen.findByRole("dialog", { name: "Menu" }, LAZY);
    const hrefs = within(sheet)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).not.toContain("/wishlist");
    expect(hrefs).not.toContain("/contact");
    expect(hrefs).toContain("/cart");
  });

  it("words the named links as the business does, per locale", async () => {
    await renderLayout({ partner: singled });
    const nav = within(header()).getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Browse the market" }).getAttribute("href")).toBe(
      "/products",
    );
    expect(within(nav).getByRole("link", { name: "Home" })).toBeTruthy();
    cleanup();

    // In Arabic, and the footer's contact link too (this business hides nothing here).
    const arabic = partnerOf("retail", {
      business_overrides: { labels: singled.business_overrides?.labels },
    });
    await renderLayout({ partner: arabic, locale: "ar" });
    const arNav = within(header()).getByRole("navigation", { name: "التنقل الرئيسي" });
    expect(within(arNav).getByRole("link", { name: "تصفح السوق" }).getAttribute("href")).toBe("/ar/products");
    const information = within(footer()).getByRole("navigation", { name: "معلومات" });
    expect(within(information).getByRole("link", { name: "راسلنا" }).getAttribute("href")).toBe(
      "/ar/contact",
    );
  });

  it("leaves other partners as they are", async () => {
    await renderLayout();
    expect(within(header()).getByRole("link", { name: /Wishlist/ })).toBeTruthy();
    const nav = within(header()).getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Products" })).toBeTruthy();
  });
});

describe("right to left", () => {
  const PHYSICAL =
    /(^|\s|:)-?(ml|mr|pl|pr|left|right|text-left|text-right|border-l|border-r|rounded-l|rounded-r)(-|\s|$)/;

  it("renders in Arabic with logical classes only and mirrored pointing icons", async () => {
    session.cartCount = 1;
    await renderLayout({ locale: "ar" });
    const layout = document.querySelector("[data-slot=main-layout]") as HTMLElement;
    expect(layout.closest("[dir]")?.getAttribute("dir")).toBe("rtl");
    for (const element of layout.querySelectorAll("[class]")) {
      expect(element.getAttribute("class") ?? "", element.outerHTML.slice(0, 80)).not.toMatch(PHYSICAL);
    }
    const cart = within(header()).getByRole("link", { name: "السلة، منتج واحد" });
    expect(cart.querySelector("svg")?.getAttribute("class")).toContain("rtl:-scale-x-100");
    expect(within(header()).getByRole("img", { name: "Souq Retail" }).getAttribute("class")).toContain(
      "rtl:object-[100%_50%]",
    );
    expect(screen.getByRole("link", { name: "انتقل إلى المحتوى" }).getAttribute("href")).toBe(
      "#main-content",
    );
  });
});

describe("the main content", () => {
  it("is one <main> inside the display container", async () => {
    await renderLayout({ path: "/contact" });
    const main = screen.getByRole("main");
    expect(main.id).toBe("main-content");
    expect(within(main).getByTestId("page").textContent).toBe("/contact");
    expect(main.querySelector("[data-slot=display-container]")).toBeTruthy();
  });

  it("gives a page the browser renders at least the screen's height, so the footer waits below the fold", async () => {
    const { router } = await renderLayout({ path: "/cart", browserPages: ["/cart"] });
    expect(screen.getByRole("main").className).toContain("min-h-svh");
    await act(() => router.navigate({ to: "/contact" }));
    await waitFor(() =>
      expect(within(screen.getByRole("main")).getByTestId("page").textContent).toBe("/contact"),
    );
    expect(screen.getByRole("main").className).not.toContain("min-h-svh");
  });

  it("fills the screen without header and footer where the route asks to, and has them again elsewhere", async () => {
    const { router } = await renderLayout({
      path: "/kiosk",
      paths: [...PATHS, "/kiosk"],
      fullScreen: ["/kiosk"],
    });
    expect(within(screen.getByRole("main")).getByTestId("page").textContent).toBe("/kiosk");
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
    await act(() => router.navigate({ to: "/contact" }));
    expect(await screen.findByRole("banner")).toBeTruthy();
    expect(footer()).toBeTruthy();
    expect(within(screen.getByRole("main")).getByTestId("page").textContent).toBe("/contact");
  });
});
