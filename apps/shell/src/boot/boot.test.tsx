import { PAGE_PAYLOAD_ELEMENT_ID } from "@storefront/core/contracts/page-payload-script";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import comingSoon from "../verticals/coming-soon";
import { boot } from "./boot";
import { mountStorefront } from "./mount";

const partner = {
  business_id: 7,
  access_token: "tok",
  name: "Boot Salon",
  snachoo_settings: { type: "divine", url: "divine.localhost" },
  pages: [],
  cms_config: { primary_color: "#123456", common_css: "main{color:red}" },
};

function page(payload: unknown) {
  document.body.innerHTML = '<div id="root"></div>';
  const script = document.createElement("script");
  script.id = PAGE_PAYLOAD_ELEMENT_ID;
  script.type = "application/json";
  script.textContent = JSON.stringify(payload);
  document.body.append(script);
  window.history.replaceState(null, "", "/");
}

// One storefront at a time: every test unmounts what it mounted.
const mounted: Array<{ unmount(): void } | null> = [];

afterEach(() => {
  vi.unstubAllGlobals();
  for (const storefront of mounted.splice(0)) act(() => storefront?.unmount());
  cleanup();
  document.head.innerHTML = "";
  document.documentElement.removeAttribute("style");
  // biome-ignore lint/suspicious/noDocumentCookie: each test starts without the locale cookie.
  document.cookie = "i18n_redirected=; Max-Age=0; Path=/";
});

describe("boot", () => {
  it("reads the payload, mounts the partner's vertical and applies its theme", async () => {
    // No API in a unit test: every call fails at the network boundary, as offline.
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("no API in this test")));
    page({ partner, user: null });
    mounted.push(await act(() => boot(window)));
    // The divine vertical's frame: its header names the partner. (Its home asks the API, which a
    // unit test has not: the page says so inside the frame, under the partner's title.)
    const banner = await screen.findByRole("banner");
    expect(
      within(banner).getAllByText("Boot Salon").length +
        within(banner).queryAllByAltText("Boot Salon").length,
    ).toBeGreaterThan(0);
    expect(document.documentElement.style.getPropertyValue("--primary-color")).toBe("#123456");
    expect(document.getElementById("partner-common-css")?.textContent).toBe("main{color:red}");
    await waitFor(() => expect(document.title).toMatch(/Boot Salon$/));
  });

  it("leaves the theme the server wrote into the head as it is", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("no API in this test")));
    page({ partner, user: null });
    document.head.innerHTML =
      '<style data-partner-theme="variables">:root{--primary-color:#123456}</style>' +
      '<style id="partner-common-css" data-partner-theme="">main{color:red}</style>';
    mounted.push(await act(() => boot(window)));
    await screen.findByRole("banner");
    // Not applied a second time: no inline variables, the server's style elements only.
    expect(document.documentElement.style.getPropertyValue("--primary-color")).toBe("");
    expect(document.head.querySelectorAll("[data-partner-theme]")).toHaveLength(2);
  });

  it("marks the page ready once it answers input, and failed when it cannot mount", async () => {
    page({ partner: null, user: null });
    mounted.push(await act(() => boot(window)));
    await waitFor(() => expect(document.documentElement.dataset.storefront).toBe("ready"));
    act(() => mounted.pop()?.unmount());
    expect(document.documentElement.dataset.storefront).toBeUndefined();

    document.body.innerHTML = "";
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await boot(window)).toBeNull();
    expect(document.documentElement.dataset.storefront).toBe("failed");
    delete document.documentElement.dataset.storefront;
  });

  it("reads the locale cookie on the root only, the one path that detects (spec §4)", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("no API in this test")));
    // biome-ignore lint/suspicious/noDocumentCookie: the visitor chose Arabic on an earlier visit.
    document.cookie = "i18n_redirected=ar; Path=/";
    const cookieReads = vi.spyOn(document, "cookie", "get");

    page({ partner, user: null });
    window.history.replaceState(null, "", "/about-us");
    mounted.push(await act(() => boot(window)));
    expect(cookieReads).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe("/about-us");
    act(() => mounted.pop()?.unmount());

    page({ partner, user: null });
    mounted.push(await act(() => boot(window)));
    expect(cookieReads).toHaveBeenCalled();
    expect(window.location.pathname).toBe("/ar");
    cookieReads.mockRestore();
  });

  it("boots to /partner-not-found without a partner", async () => {
    page({ partner: null, user: null });
    mounted.push(await act(() => boot(window)));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Store not found");
    expect(window.location.pathname).toBe("/partner-not-found");
  });
});

describe("mountStorefront", () => {
  it("unmounts cleanly: the page and the partner's theme go away", async () => {
    page({ partner: null });
    const container = document.getElementById("root") as HTMLElement;
    const mounted = await act(() =>
      mountStorefront({
        win: window,
        container,
        json: { partner, user: null },
        vertical: Promise.resolve(comingSoon),
        locale: "en",
      }),
    );
    await screen.findByRole("heading", { level: 1 });
    act(() => mounted.unmount());
    expect(container.innerHTML).toBe("");
    expect(document.documentElement.style.getPropertyValue("--primary-color")).toBe("");
    expect(document.getElementById("partner-common-css")).toBeNull();
  });

  it("logs and survives a malformed payload (no partner)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    page({ partner: null });
    const container = document.getElementById("root") as HTMLElement;
    mounted.push(
      await act(() =>
        mountStorefront({
          win: window,
          container,
          json: { partner: { name: 1 } },
          vertical: null,
          locale: "en",
        }),
      ),
    );
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Store not found");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
