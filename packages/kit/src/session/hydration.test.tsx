import { I18nProvider } from "@lingui/react";
import { createMemoryStorage } from "@storefront/core/storage";
import { act } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFetchDouble } from "../api/fetch-double.test-support";
import { StorefrontProviders } from "../api/providers";
import { createStorefrontServices } from "../api/services";
import { testPartner } from "../api/test-storefront.test-support";
import { HydrateApart } from "../app";
import { activateLocale, createI18n, loadKitCatalog } from "../i18n";
import { useCartCount, useUser, useWishlistCount } from "./hooks";

// The browser keeps a user and a guest's cart; the server knows neither. What the shopper's
// browser state does to a server-rendered page's hydration: no mismatch, and one render more per
// component, not a re-render of everything at once.

const renders: string[] = [];

function Counters({ name }: { name: string }) {
  const text = `${useUser()?.cust_name ?? "guest"} cart ${useCartCount()} wishlist ${useWishlistCount()}`;
  renders.push(`${name}: ${text}`);
  return <p data-name={name}>{text}</p>;
}

/** A card added after the page settled (a client navigation): it shows the browser's state at once. */
function Later() {
  const [shown, setShown] = useState(false);
  return shown ? (
    <Counters name="later" />
  ) : (
    <button type="button" onClick={() => setShown(true)}>
      more
    </button>
  );
}

async function mount(onServer: boolean) {
  const i18n = createI18n();
  await activateLocale(i18n, "en", [loadKitCatalog]);
  const storage = onServer
    ? createMemoryStorage()
    : createMemoryStorage({
        user: JSON.stringify({ id: "7", cust_name: "Sara", token: "tok-7", is_guest: true }),
        tempCart: JSON.stringify([{ product_id: "1", name: "Tea", price: 2, qty: 3 }]),
      });
  const services = createStorefrontServices({
    partner: testPartner,
    storage,
    fetch: createFetchDouble().fetch,
    win: null,
  });
  return (children: ReactNode) => (
    <I18nProvider i18n={i18n}>
      <StorefrontProviders services={services}>{children}</StorefrontProviders>
    </I18nProvider>
  );
}

const page = (
  <>
    <Counters name="header" />
    <HydrateApart>
      <Counters name="card" />
    </HydrateApart>
    <Later />
  </>
);

afterEach(() => {
  vi.useRealTimers();
  renders.length = 0;
});

describe("browser state on a server-rendered page", () => {
  it("hydrates what the server rendered, then shows the stored user and lines in one more render", async () => {
    const html = renderToString((await mount(true))(page));
    expect(html).toContain("guest cart 0 wishlist 0");
    const browser = await mount(false);
    renders.length = 0;

    vi.useFakeTimers();
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, browser(page), { onRecoverableError: recoverable });
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    for (const name of ["header", "card"]) {
      expect(container.querySelector(`[data-name=${name}]`)?.textContent).toBe("Sara cart 3 wishlist 0");
      // The hydration render, then the one that turns: no store re-render forced after hydration
      // and no second one from a subscription's mount.
      expect(renders.filter((line) => line.startsWith(name))).toEqual([
        `${name}: guest cart 0 wishlist 0`,
        `${name}: Sara cart 3 wishlist 0`,
      ]);
    }

    // Once the browser idles, what mounts shows the browser's state in its first render.
    await act(async () => {
      vi.advanceTimersByTime(2_500);
    });
    await act(async () => {
      container.querySelector("button")?.click();
    });
    expect(renders.filter((line) => line.startsWith("later"))).toEqual(["later: Sara cart 3 wishlist 0"]);
    consoleError.mockRestore();
    container.remove();
  });
});
