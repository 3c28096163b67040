import { productLink, toProductCard } from "@storefront/core/catalog";
import type { Product } from "@storefront/core/contracts/product";
import type { Locale } from "@storefront/core/locale";
import { type AnyRoute, createRoute } from "@tanstack/react-router";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  adventurePartner,
  apples,
  dayPass,
  marketplacePartner,
  marketplaceVertical,
  mountCatalog,
  retailPartner,
  simpleProduct,
  speaker,
  sweatshirt,
} from "./catalog.test-support";
import { ProductCard } from "./product-card";

async function renderCard(
  product: Product,
  options: {
    locale?: Locale;
    partner?: typeof retailPartner;
    priority?: boolean;
    vertical?: typeof marketplaceVertical;
  } = {},
) {
  const locale = options.locale ?? "en";
  const mounted = await mountCatalog({
    path: locale === "ar" ? "/ar/card" : "/card",
    locale,
    partner: options.partner,
    vertical: options.vertical,
    routes: (parent: AnyRoute) => [
      createRoute({
        getParentRoute: () => parent,
        path: "/card",
        component: () => <ProductCard product={product} priority={options.priority} />,
      }) as unknown as AnyRoute,
    ],
  });
  render(mounted.element);
  const card = await screen.findByRole("article");
  return { ...mounted, card };
}

/** Text with Intl's no-break spaces as plain spaces. */
const text = (element: Element | null) => (element?.textContent ?? "").replace(/[\u00a0\u200f]/g, " ").trim();

describe("ProductCard (the card view model of spec §3)", { timeout: 20_000 }, () => {
  it("shows the title, price, stock and a picture with a srcset, and links by id and slug", async () => {
    const product = simpleProduct(6, "Arabic Bread", "خبز عربي", 3);
    const { card } = await renderCard(product);
    const model = toProductCard(product, { locale: "en" });
    expect(within(card).getByRole("heading", { level: 3 }).textContent).toBe(model.title);
    expect(text(card.querySelector("[data-slot=price-amount]"))).toBe("SAR 3.00");
    expect(text(card.querySelector("[data-slot=stock]"))).toBe("In stock");
    const link = within(card).getByRole("link", { name: "Arabic Bread" });
    expect(link.getAttribute("href")).toBe(productLink(product));
    expect(link.getAttribute("href")).toBe("/products/6/arabic-bread?variant_id=6");

    const img = card.querySelector("img");
    expect(img?.getAttribute("src")).toBe("/images/variants/6.svg?tr=w-320,h-320");
    expect(img?.getAttribute("srcset")).toContain("/images/variants/6.svg?tr=w-640,h-640 640w");
    expect(img?.getAttribute("width")).toBe("320");
    expect(img?.getAttribute("height")).toBe("320");
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("sizes")).toContain("50vw");
    // canUseBtn: add to cart right from the card.
    expect(within(card).getByRole("button", { name: "Add to cart" })).toBeTruthy();
  });

  it("loads the picture eagerly with high priority above the fold", async () => {
    const { card } = await renderCard(apples, { priority: true });
    const img = card.querySelector("img");
    expect(img?.getAttribute("loading")).toBe("eager");
    expect(img?.getAttribute("fetchpriority")).toBe("high");
  });

  it("asks to choose options instead of adding a product with variants, and shows a slider", async () => {
    const { card } = await renderCard(sweatshirt);
    expect(within(card).queryByRole("button", { name: "Add to cart" })).toBeNull();
    const choose = within(card).getByRole("link", { name: "Choose options for Hooded Sweatshirt" });
    expect(choose.getAttribute("href")).toBe("/products/12/hooded-sweatshirt?variant_id=22");
    expect(card.querySelectorAll("[data-slot=product-card-slider] img").length).toBe(4);
    expect(text(card.querySelector("[data-slot=price-old]"))).toBe("Was SAR 149.00");
  });

  it("lets the shopper choose per kg or per piece, and adds the chosen unit", async () => {
    const { card, session } = await renderCard(apples);
    const perKg = within(card).getByRole("radio", { name: "Per kg" }) as HTMLInputElement;
    expect(perKg.checked).toBe(true);
    expect(text(card.querySelector("[data-slot=price-amount]"))).toBe("SAR 8.50");
    fireEvent.click(within(card).getByRole("radio", { name: "Per piece" }));
    expect(text(card.querySelector("[data-slot=price-amount]"))).toBe("SAR 1.25");
    fireEvent.click(within(card).getByRole("button", { name: "Add to cart" }));
    const [line] = session.cart.getSnapshot().list;
    expect(line?.product_id).toBe("1");
    expect(line?.other_unit_price?.id).toBe("2");
  });

  it("disables add to cart when out of stock", async () => {
    const soldOut = simpleProduct(9, "Croissant", "كرواسون", 5.5, {
      stock_master: { stock: 0 },
      variants: [{ _id: "9", price: 5.5, stock: 0 }],
    });
    const { card } = await renderCard(soldOut);
    expect(text(card.querySelector("[data-slot=stock]"))).toBe("Out of stock");
    expect((within(card).getByRole("button", { name: "Out of stock" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("shows the vendor on marketplace cards, linking to the vendor's products", async () => {
    const { card } = await renderCard(speaker, {
      partner: marketplacePartner,
      vertical: marketplaceVertical,
    });
    const vendor = card.querySelector("[data-slot=product-vendor]");
    expect(text(vendor)).toBe("Sold by Gulf Gadgets");
    expect(
      within(vendor as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/products?vendor_id=2");
  });

  it("does not show a vendor on retail cards", async () => {
    const { card } = await renderCard(speaker, { partner: retailPartner });
    expect(card.querySelector("[data-slot=product-vendor]")).toBeNull();
  });

  it("books adventure-park tickets on the product page, where the visit day is chosen", async () => {
    const { card } = await renderCard(dayPass, { partner: adventurePartner, vertical: marketplaceVertical });
    expect(within(card).queryByRole("button", { name: "Add to cart" })).toBeNull();
    expect(within(card).getByRole("link", { name: "Book tickets" }).getAttribute("href")).toBe(
      "/products/60/day-pass?variant_id=60",
    );
  });

  it("renders in Arabic, right to left, with the localized names and the Arabic currency", async () => {
    const { card } = await renderCard(apples, { locale: "ar" });
    expect(card.closest("[dir]")?.getAttribute("dir")).toBe("rtl");
    expect(within(card).getByRole("heading", { level: 3 }).textContent).toBe("تفاح أحمر");
    expect(within(card).getByRole("radio", { name: "للحبة" })).toBeTruthy();
    expect(text(card.querySelector("[data-slot=price-amount]"))).toContain("ر.س.");
    // The router's rewrite localises the link.
    expect(within(card).getByRole("link", { name: "تفاح أحمر" }).getAttribute("href")).toBe(
      "/ar/products/1/red-apples?variant_id=1",
    );
    expect(card.querySelector(".end-2")).toBeTruthy();
  });
});
