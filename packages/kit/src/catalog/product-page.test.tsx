import { PLENTY_UNITS } from "@storefront/core/catalog";
import type { Product } from "@storefront/core/contracts/product";
import type { Locale } from "@storefront/core/locale";
import { type AnyRoute, createRoute } from "@tanstack/react-router";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fail, ok } from "../api/fetch-double.test-support";
import {
  adventurePartner,
  apples,
  currentHref,
  dayPass,
  marketplacePartner,
  marketplaceVertical,
  mountCatalog,
  type retailPartner,
  simpleProduct,
  speaker,
  sweatshirt,
} from "./catalog.test-support";
import { createProductRoute, createProductSlugRoute } from "./routes";

const text = (element: Element | null) => (element?.textContent ?? "").replace(/[\u00a0\u200f]/g, " ").trim();

async function renderProduct(
  path: string,
  options: {
    locale?: Locale;
    partner?: typeof retailPartner;
    vertical?: typeof marketplaceVertical;
    products?: Product[];
  } = {},
) {
  const products = options.products ?? [apples, sweatshirt, speaker, dayPass];
  const api = Object.fromEntries(products.map((p) => [`GET /products/${String(p._id)}`, ok(p)]));
  const mounted = await mountCatalog({
    path,
    locale: options.locale,
    partner: options.partner,
    vertical: options.vertical,
    api: { ...api, "GET /products/404": fail(404, "product_not_found", "This product does not exist") },
    routes: (parent: AnyRoute) => [
      createProductRoute(parent),
      createProductSlugRoute(parent),
      createRoute({ getParentRoute: () => parent, path: "$", component: () => <p>not here</p> }) as never,
    ],
  });
  render(mounted.element);
  return mounted;
}

describe("the product page", { timeout: 20_000 }, () => {
  it("redirects a wrong slug to the canonical one, keeping the query", async () => {
    const { router } = await renderProduct("/products/12/old-name?variant_id=24");
    expect(currentHref(router)).toBe("/products/12/hooded-sweatshirt?variant_id=24");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Hooded Sweatshirt");
  });

  it("redirects /products/$id to the canonical /products/$id/$slug", async () => {
    const { router } = await renderProduct("/products/1");
    expect(currentHref(router)).toBe("/products/1/red-apples");
    await screen.findByRole("heading", { level: 1, name: "Red Apples" });
  });

  it("shows the variant of `variant_id`, and a choice replaces it in the URL", async () => {
    const { router } = await renderProduct("/products/12/hooded-sweatshirt?variant_id=22");
    await screen.findByRole("heading", { level: 1 });
    expect(text(document.querySelector("[data-slot=price-amount]"))).toBe("SAR 129.00");
    const size = screen.getByRole("group", { name: /^Size/ });
    expect((within(size).getByRole("radio", { name: "S" }) as HTMLInputElement).checked).toBe(true);

    await act(async () => {
      fireEvent.click(within(size).getByRole("radio", { name: "M" }));
    });
    // M / blue is variant 24: size changes, the colour is kept.
    await waitFor(() => expect(currentHref(router)).toBe("/products/12/hooded-sweatshirt?variant_id=24"));
    expect(text(document.querySelector("[data-slot=price-amount]"))).toBe("SAR 134.00");
    const colour = screen.getByRole("group", { name: /^Colour/ });
    expect((within(colour).getByRole("radio", { name: "Blue" }) as HTMLInputElement).checked).toBe(true);

    await act(async () => {
      fireEvent.click(within(colour).getByRole("radio", { name: "Black" }));
    });
    await waitFor(() => expect(currentHref(router)).toBe("/products/12/hooded-sweatshirt?variant_id=25"));
    // The choice replaced the history entry instead of stacking one per click.
    expect(router.history.length).toBe(1);
  });

  it("marks a sold-out combination and reads the chosen variant after a reload", async () => {
    await renderProduct("/products/12/hooded-sweatshirt?variant_id=26");
    await screen.findByRole("heading", { level: 1 });
    const colour = screen.getByRole("group", { name: /^Colour/ });
    const black = within(colour).getByRole("radio", { name: /^Black/ });
    expect(black.closest("label")?.textContent).toBe("Black (sold out)");
    expect(black.closest("label")?.getAttribute("data-state")).toBe("sold-out");
    expect(text(document.querySelector("[data-slot=price-amount]"))).toBe("SAR 139.00");
  });

  it("chooses per kg or per piece, with each unit's price, and adds the chosen unit", async () => {
    const { session } = await renderProduct("/products/1/red-apples");
    await screen.findByRole("heading", { level: 1 });
    const units = screen.getByRole("group", { name: "Sold by the unit" });
    expect((within(units).getByRole("radio", { name: /Per kg/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(units).getByRole("radio", { name: /Per piece/ }));
    expect(text(document.querySelector("[data-slot=price-amount]"))).toBe("SAR 1.25");
    // 500 kg in stock is 2,000 pieces.
    fireEvent.change(screen.getByLabelText("Quantity"), { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: "Add to cart" }));
    const [line] = session.cart.getSnapshot().list;
    expect(line).toMatchObject({ product_id: "1", qty: 3, other_unit_price: { id: "2" } });
  });

  it("lets a well-stocked product's quantity go past the stock it shows, and a low one's not", async () => {
    // Catalogue answers show stock exactly only while it is low: "6" means 6 or more.
    const withStock = (id: number, name: string, stock: number) =>
      simpleProduct(id, name, name, 10, {
        stock_master: { stock },
        variants: [{ _id: String(id), sku: `SKU-${id}`, price: 10, stock, attribute_values: {} }],
      });
    const plenty = withStock(41, "Plenty", PLENTY_UNITS);
    const low = withStock(42, "Low", 3);
    await renderProduct("/products/41/plenty", { products: [plenty, low] });
    await screen.findByRole("heading", { level: 1 });
    const quantity = screen.getByLabelText("Quantity") as HTMLInputElement;
    fireEvent.change(quantity, { target: { value: "20" } });
    expect(quantity.value).toBe("20");
    expect(screen.getByText("In stock")).toBeTruthy();
  });

  it("caps the quantity at a low stock and says how many are left", async () => {
    const low = simpleProduct(42, "Low", "Low", 10, {
      stock_master: { stock: 3 },
      variants: [{ _id: "42", sku: "SKU-42", price: 10, stock: 3, attribute_values: {} }],
    });
    await renderProduct("/products/42/low", { products: [low] });
    await screen.findByRole("heading", { level: 1 });
    const quantity = screen.getByLabelText("Quantity") as HTMLInputElement;
    fireEvent.change(quantity, { target: { value: "20" } });
    expect(quantity.value).toBe("3");
    expect(screen.getByText("Only 3 left")).toBeTruthy();
  });

  it("is a not-found page for an unknown product", async () => {
    const { router } = await renderProduct("/products/404/anything");
    await waitFor(() => expect(router.state.status).toBe("idle"));
    expect(router.state.matches.some((match) => match.status === "notFound")).toBe(true);
  });

  it("shows the vendor on a marketplace", async () => {
    await renderProduct("/products/40/bluetooth-speaker", {
      partner: marketplacePartner,
      vertical: marketplaceVertical,
    });
    await screen.findByRole("heading", { level: 1 });
    const vendor = document.querySelector("[data-slot=product-vendor]");
    expect(text(vendor)).toBe("Sold by Gulf Gadgets");
    expect(
      within(vendor as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/products?vendor_id=2");
  });

  it("asks an adventure park's visitor for the visit day before booking", async () => {
    await renderProduct("/products/60/day-pass", {
      partner: adventurePartner,
      vertical: marketplaceVertical,
    });
    await screen.findByRole("heading", { level: 1 });
    expect((screen.getByRole("button", { name: "Add to cart" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Choose your visit date to book tickets.")).toBeTruthy();
    // The date picker (react-day-picker) is a lazy chunk of ticket pages only.
    const trigger = await screen.findByRole("button", { name: /^Visit date/ }, { timeout: 10_000 });
    expect(trigger.textContent).toBe("Choose your visit date");
  });

  it("books once the visit day is in the URL", async () => {
    await renderProduct("/products/60/day-pass?visit_date=2099-01-02", {
      partner: adventurePartner,
      vertical: marketplaceVertical,
    });
    await screen.findByRole("heading", { level: 1 });
    expect((screen.getByRole("button", { name: "Add to cart" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("renders in Arabic, right to left, with /ar links and mirrored chevrons", async () => {
    const { router } = await renderProduct("/ar/products/12/hooded-sweatshirt", { locale: "ar" });
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("سترة بقلنسوة");
    expect(heading.closest("[dir]")?.getAttribute("dir")).toBe("rtl");
    expect(currentHref(router)).toBe("/ar/products/12/hooded-sweatshirt");
    const crumbs = screen.getByRole("navigation");
    expect(within(crumbs).getByRole("link", { name: "الملابس" }).getAttribute("href")).toBe(
      "/ar/products?category_id=3",
    );
    expect(crumbs.querySelector("svg")?.getAttribute("class")).toContain("rtl:-scale-x-100");
    expect(screen.getByRole("group", { name: /^المقاس/ })).toBeTruthy();
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole("group", { name: /^المقاس/ })).getByRole("radio", { name: "وسط" }),
      );
    });
    await waitFor(() => expect(currentHref(router)).toBe("/ar/products/12/hooded-sweatshirt?variant_id=24"));
  });
});
