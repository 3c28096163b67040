import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { ApiStatusError, ApiTimeoutError, ApiValidationError } from "@storefront/core/api";
import type { Locale } from "@storefront/core/locale";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  notFound,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale, createI18n, loadKitCatalog } from "../i18n";
import { localeRewrite } from "../routing/locale-rewrite";
import { errorDetails } from "./error-details";
import { NotFoundPage, RouteErrorPage } from "./error-page";

// The router logs the errors these pages render; the pages are what is under test.
beforeEach(() => {
  document.title = "";
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function renderAt(path: string, locale: Locale, throwing?: unknown) {
  const i18n: I18n = createI18n();
  await activateLocale(i18n, locale, [loadKitCatalog]);
  const root = createRootRoute({ notFoundComponent: NotFoundPage, errorComponent: RouteErrorPage });
  const routes = [
    createRoute({ getParentRoute: () => root, path: "/", component: () => <p>home</p> }),
    createRoute({
      getParentRoute: () => root,
      path: "/unavailable",
      beforeLoad: () => {
        throw notFound({
          data: { reason: "unavailable", path: `${locale === "ar" ? "/ar" : ""}/unavailable` },
        });
      },
    }),
    createRoute({
      getParentRoute: () => root,
      path: "/broken",
      beforeLoad: () => {
        throw typeof throwing === "function" ? throwing() : throwing;
      },
    }),
  ];
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
    rewrite: localeRewrite(locale),
  });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <div dir={locale === "ar" ? "rtl" : "ltr"}>
        <RouterProvider router={router} />
      </div>
    </I18nProvider>,
  );
  return screen.findByRole("heading", { level: 1 });
}

describe("the 404 page", () => {
  it("shows the status code, the message, an image and a link to the localized root", async () => {
    const heading = await renderAt("/no/such/page", "en");
    expect(heading.textContent).toBe("Page not found: /no/such/page");
    expect(screen.getByText("404")).toBeTruthy();
    expect(document.querySelector("[data-slot=error-image]")?.tagName.toLowerCase()).toBe("svg");
    const home = screen.getByRole("link", { name: "Go To Home Page" });
    expect(home.getAttribute("href")).toBe("/");
    // The page sets a title (issue 15): without a partner (no TitleProvider), the message itself.
    expect(document.title).toBe("Page not found: /no/such/page");
  });

  it("tells a failed validation apart ('Page Not Found')", async () => {
    expect((await renderAt("/unavailable", "en")).textContent).toBe("Page Not Found: /unavailable");
  });

  it("renders in Arabic, right to left, with the arrow mirrored and the link to /ar", async () => {
    const heading = await renderAt("/ar/no/such/page", "ar");
    expect(heading.textContent).toBe("الصفحة غير موجودة: /ar/no/such/page");
    expect(document.title).toBe("الصفحة غير موجودة: /ar/no/such/page");
    const home = screen.getByRole("link", { name: "اذهب إلى الصفحة الرئيسية" });
    expect(home.getAttribute("href")).toBe("/ar");
    expect(home.closest("[dir]")?.getAttribute("dir")).toBe("rtl");
    expect(home.querySelector("svg")?.getAttribute("class")).toContain("rtl:-scale-x-100");
  });

  it("keeps the path left to right inside the Arabic sentence (its '/' stays in front)", async () => {
    const heading = await renderAt("/ar/no/such/page", "ar");
    const path = heading.querySelector("bdi");
    expect(path?.getAttribute("dir")).toBe("ltr");
    expect(path?.textContent).toBe("/ar/no/such/page");
    // Only the path: the sentence around it stays in the page's direction.
    expect(heading.firstChild?.textContent).toBe("الصفحة غير موجودة: ");
  });
});

describe("other errors", () => {
  it("show the message", async () => {
    expect((await renderAt("/broken", "en", new Error("Unknown route middleware"))).textContent).toBe(
      "Unknown route middleware",
    );
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("show the status message when there is no message", async () => {
    const error = { statusCode: 503, statusMessage: "Service Unavailable" };
    expect((await renderAt("/broken", "en", error)).textContent).toBe("Service Unavailable");
  });

  it("a 404 error with its own message keeps it, with the home link", async () => {
    const heading = await renderAt("/broken", "ar", { status: 404, message: "Product not found" });
    expect(heading.textContent).toBe("Product not found");
    expect(screen.getByText("404")).toBeTruthy();
  });

  it("fall back to a translated generic message", async () => {
    expect((await renderAt("/broken", "ar", {})).textContent).toBe("حدث خطأ ما. يرجى المحاولة مرة أخرى.");
  });
});

describe("a failed API call (issue 17: browser faults)", () => {
  const request = { method: "GET", url: "https://shop.example/ecommerce/api/snachoo/products/7" };

  it("is worded by the storefront, never by the server's msg or the client's internals, with a retry", async () => {
    const internal = new ApiStatusError(request, { status: 500, code: "internal", msg: "Internal error" });
    expect((await renderAt("/broken", "en", internal)).textContent).toBe(
      "Something went wrong. Please try again.",
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    cleanup();
    const truncated = new ApiValidationError(request, "response", [{ path: "", message: "bad JSON" }]);
    expect((await renderAt("/broken", "en", truncated)).textContent).toBe(
      "Something went wrong. Please try again.",
    );
    cleanup();
    const limited = new ApiStatusError(request, { status: 429, code: "too_many_requests", msg: "Slow down" });
    expect((await renderAt("/broken", "en", limited)).textContent).toBe(
      "Too many attempts. Wait a few minutes, then try again.",
    );
    cleanup();
    expect((await renderAt("/broken", "ar", new ApiTimeoutError(request, 30_000))).textContent).toBe(
      "تعذّر الوصول إلى المتجر. تحقّق من اتصالك وحاول مرة أخرى.",
    );
  });

  it("the retry runs the route's loader again", async () => {
    let attempts = 0;
    await renderAt("/broken", "en", () => {
      attempts += 1;
      return new ApiTimeoutError(request, 30_000);
    });
    expect(attempts).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(attempts).toBe(2));
  });
});

describe("errorDetails", () => {
  it("reads codes and texts from anything thrown", () => {
    expect(errorDetails(new Error("boom"))).toEqual({
      statusCode: null,
      message: "boom",
      statusMessage: null,
    });
    expect(errorDetails({ status: 500, statusText: "Internal Server Error", message: "" })).toEqual({
      statusCode: 500,
      message: null,
      statusMessage: "Internal Server Error",
    });
    expect(errorDetails("plain")).toEqual({ statusCode: null, message: "plain", statusMessage: null });
    expect(errorDetails({ statusCode: 99999 }).statusCode).toBeNull();
    expect(errorDetails(null).message).toBeNull();
  });
});
