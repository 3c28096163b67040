import type { Product } from "@storefront/core/contracts/product";
import type { Locale } from "@storefront/core/locale";
import { readRecentlyViewed } from "@storefront/core/recently-viewed";
import { type AnyRoute, createRoute } from "@tanstack/react-router";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type FetchCall, type FetchReply, fail, ok } from "../api/fetch-double.test-support";
import {
  apples,
  mountCatalog,
  productPage,
  retailPartner,
  speaker,
  sweatshirt,
} from "./catalog.test-support";
import { createProductRoute, createProductSlugRoute } from "./routes";

// The product page's extras (kit/product): "You may also like" from the related endpoint (its
// failure never fails the page), "Recently viewed" from this browser's visits, and the lightbox.

const all = [apples, sweatshirt, speaker];

/** The product with exactly these pictures (its variants' and its own main picture the first). */
function withPictures(product: Product, pictures: string[]): Product {
  const [first] = pictures;
  return {
    ...product,
    images: pictures,
    ...(first ? { f_image: first } : {}),
    variants: (product.variants ?? []).map((variant) => ({ ...variant, f_image: first ?? null })),
  } as Product;
}

async function renderProduct(
  path: string,
  options: { locale?: Locale; related?: FetchReply; pictures?: string[] } = {},
) {
  const products = all.map((p) =>
    options.pictures && p._id === sweatshirt._id ? withPictures(p, options.pictures) : p,
  );
  const api: Record<string, FetchReply> = Object.fromEntries(
    products.map((p) => [`GET /products/${String(p._id)}`, ok(p)]),
  );
  for (const p of products) {
    api[`GET /products/${String(p._id)}/related`] =
      options.related ?? ok(products.filter((other) => other._id !== p._id));
  }
  api["GET /products"] = (call: FetchCall) => {
    const ids = new URL(call.url, "http://test.localhost").searchParams.get("ids")?.split(",") ?? [];
    return ok(productPage(products.filter((p) => ids.includes(String(p._id)))));
  };
  const mounted = await mountCatalog({
    path,
    locale: options.locale,
    api,
    routes: (parent: AnyRoute) => [
      createProductRoute(parent),
      createProductSlugRoute(parent),
      createRoute({ getParentRoute: () => parent, path: "$", component: () => <p>not here</p> }) as never,
    ],
  });
  render(mounted.element);
  await screen.findByRole("heading", { level: 1 });
  return mounted;
}

const railNamed = (name: string) => screen.queryByRole("region", { name }) ?? null;
const cardNames = (rail: HTMLElement) =>
  within(rail)
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

describe("the product page's extras", { timeout: 20_000 }, () => {
  it("shows the related products as a rail under the product", async () => {
    await renderProduct("/products/12/hooded-sweatshirt");
    const rail = await screen.findByRole("region", { name: "You may also like" });
    expect(cardNames(rail)).toEqual(["Red Apples", "Bluetooth Speaker"]);
  });

  it("renders the page without the rail when the related products fail", async () => {
    await renderProduct("/products/12/hooded-sweatshirt", { related: fail(500, "server_error") });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Hooded Sweatshirt");
    expect(railNamed("You may also like")).toBeNull();
  });

  it("does not wait long for slow related products", async () => {
    const started = Date.now();
    const mounted = await renderProduct("/products/12/hooded-sweatshirt", {
      related: () => new Promise<FetchReply>((resolve) => setTimeout(() => resolve(ok([])), 5_000)),
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Hooded Sweatshirt");
    mounted.services.queryClient.cancelQueries();
  });

  it("shows, after hydration, the products viewed before (newest first), never the current one", async () => {
    const { router, services } = await renderProduct("/products/1/red-apples");
    // Storage is read in an effect: the first render has no recently viewed rail.
    expect(railNamed("Recently viewed")).toBeNull();
    await waitFor(() =>
      expect(readRecentlyViewed(services.storage, retailPartner.business_id)).toEqual(["1"]),
    );
    expect(railNamed("Recently viewed")).toBeNull();
    await act(() =>
      router.navigate({ to: "/products/$id/$slug", params: { id: "40", slug: "bluetooth-speaker" } }),
    );
    await screen.findByRole("heading", { level: 1, name: "Bluetooth Speaker" });
    await act(() =>
      router.navigate({ to: "/products/$id/$slug", params: { id: "12", slug: "hooded-sweatshirt" } }),
    );
    await screen.findByRole("heading", { level: 1, name: "Hooded Sweatshirt" });
    const rail = await screen.findByRole("region", { name: "Recently viewed" });
    await waitFor(() => expect(cardNames(rail)).toEqual(["Bluetooth Speaker", "Red Apples"]));
    expect(readRecentlyViewed(services.storage, retailPartner.business_id)).toEqual(["12", "40", "1"]);
  });

  it("opens the pictures full screen; arrows, keys and Escape; focus back on the picture", async () => {
    const pictures = ["/images/a.svg", "/images/b.svg", "/images/c.svg"];
    await renderProduct("/products/12/hooded-sweatshirt", { pictures });
    const picture = screen.getByRole("button", { name: "View picture 1 of 3 full screen" });
    await act(async () => {
      fireEvent.click(picture);
    });
    const dialog = await screen.findByRole("dialog", { name: "Hooded Sweatshirt" });
    const position = () => dialog.querySelector("[data-slot=lightbox-position]")?.textContent;
    expect(position()).toBe("Picture 1 of 3");
    fireEvent.click(within(dialog).getByRole("button", { name: "Next picture" }));
    expect(position()).toBe("Picture 2 of 3");
    fireEvent.keyDown(dialog, { key: "ArrowRight" });
    expect(position()).toBe("Picture 3 of 3");
    fireEvent.keyDown(dialog, { key: "ArrowLeft" });
    expect(position()).toBe("Picture 2 of 3");
    fireEvent.click(within(dialog).getByRole("button", { name: "Previous picture" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Previous picture" }));
    expect(position()).toBe("Picture 3 of 3");
    const zoom = within(dialog).getByRole("button", { name: "Zoom in" });
    fireEvent.click(zoom);
    expect(zoom.getAttribute("aria-pressed")).toBe("true");
    expect(zoom.getAttribute("aria-label")).toBe("Zoom out");
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The page shows the picture the shopper left the lightbox on, and has the focus back.
    const back = screen.getByRole("button", { name: "View picture 3 of 3 full screen" });
    await waitFor(() => expect(document.activeElement).toBe(back));
  });

  it("mirrors the arrow keys in Arabic", async () => {
    const pictures = ["/images/a.svg", "/images/b.svg"];
    await renderProduct("/ar/products/12/hooded-sweatshirt", { locale: "ar", pictures });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "عرض الصورة 1 من 2 بملء الشاشة" }));
    });
    const dialog = await screen.findByRole("dialog");
    const position = () => dialog.querySelector("[data-slot=lightbox-position]")?.textContent;
    expect(position()).toBe("الصورة 1 من 2");
    fireEvent.keyDown(dialog, { key: "ArrowLeft" });
    expect(position()).toBe("الصورة 2 من 2");
    fireEvent.keyDown(dialog, { key: "ArrowRight" });
    expect(position()).toBe("الصورة 1 من 2");
  });
});
