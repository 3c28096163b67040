import { msg } from "@lingui/core/macro";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFetchDouble, fail, ok } from "../api/fetch-double.test-support";
import { testPartner } from "../api/test-storefront.test-support";
import { defineVertical } from "../vertical";
import { type MountedVertical, mountVertical } from "./mount-vertical";

// The one call a standalone app makes, in jsdom over a `fetch` double: the partner from the page
// or from the API, the locale from the URL, the vertical's page rendered under kit's layout.

const welcome = msg({ id: "standalone.test.welcome", message: "Welcome to the test shop" });

const vertical = defineVertical({
  id: "test-retail",
  partnerTypes: ["retail"],
  createRoutes: (parent) => [
    createRoute({
      getParentRoute: () => parent,
      path: "/",
      component: lazyRouteComponent(() => import("./welcome-page.test-support")),
    }),
  ],
  nav: [{ id: "home", path: "/", label: welcome }],
  // The vertical's own catalog, loaded over kit's before the first render.
  loadCatalog: async (locale) =>
    locale === "ar" ? { "standalone.test.welcome": "مرحبًا بكم في متجر الاختبار" } : {},
});

let mounted: MountedVertical | undefined;

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
});

afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  document.head.innerHTML = "";
  window.history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

function writePayload(payload: unknown) {
  const element = document.createElement("script");
  element.id = "storefront-payload";
  element.type = "application/json";
  element.textContent = JSON.stringify(payload);
  document.body.append(element);
}

describe("mountVertical", () => {
  it("boots from the page payload a server wrote: the vertical's page, the partner's title, ready", async () => {
    writePayload({ partner: testPartner, user: null });
    const double = createFetchDouble();
    mounted = await mountVertical(vertical, { fetch: double.fetch });
    expect(await screen.findByRole("heading", { name: "Welcome to the test shop" })).toBeTruthy();
    expect(mounted.partner?.name).toBe("Demo Retail");
    expect(document.title).toBe("Demo Retail");
    expect(document.documentElement.getAttribute("dir")).toBe("ltr");
    await waitFor(() => expect(document.documentElement.dataset.storefront).toBe("ready"));
    // The partner came with the page: no lookup.
    expect(double.calls.some((call) => call.path.endsWith("/snachoo/api/partner"))).toBe(false);
    mounted.unmount();
    mounted = undefined;
    expect(document.documentElement.dataset.storefront).toBeUndefined();
    expect(document.getElementById("root")?.childElementCount).toBe(0);
  });

  it("asks the API for the host's partner when the page has no payload, in the URL's locale", async () => {
    window.history.replaceState(null, "", "/ar");
    const double = createFetchDouble({ "GET /snachoo/api/partner": ok(testPartner) });
    mounted = await mountVertical(vertical, { fetch: double.fetch, apiOrigin: "http://api.test" });
    expect(double.calls.find((call) => call.path === "/snachoo/api/partner")?.url).toBe(
      "http://api.test/snachoo/api/partner",
    );
    expect(await screen.findByRole("heading", { name: "مرحبًا بكم في متجر الاختبار" })).toBeTruthy();
    expect(document.documentElement.getAttribute("lang")).toBe("ar");
    expect(document.documentElement.getAttribute("dir")).toBe("rtl");
  });

  it("shows /partner-not-found for a host the API does not know", async () => {
    const double = createFetchDouble({ "GET /snachoo/api/partner": fail(404, "partner_not_found") });
    mounted = await mountVertical(vertical, { fetch: double.fetch });
    expect(mounted.partner).toBeNull();
    await waitFor(() => expect(window.location.pathname).toBe("/partner-not-found"));
  });

  it("treats a partner of a type the vertical does not serve as no partner, and says why", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    writePayload({
      partner: { ...testPartner, snachoo_settings: { type: "salon", url: "salon.localhost" } },
    });
    mounted = await mountVertical(vertical, { fetch: createFetchDouble().fetch });
    expect(mounted.partner).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/"salon", which the vertical "test-retail"/));
  });

  it("refuses a page without a container", async () => {
    document.body.innerHTML = "";
    await expect(mountVertical(vertical, { fetch: createFetchDouble().fetch })).rejects.toThrow(/#root/);
  });
});
