import { msg } from "@lingui/core/macro";
import type { Locale } from "@storefront/core/locale";
import { describe, expect, it } from "vitest";
import { createI18n, kitCatalogs, loadKitCatalog } from "../i18n";
import type { LabelOverride } from "../vertical";
import { applyLabelOverrides, checkoutLabel } from "./label-overrides";
import { createLocaleActivator } from "./locale-activator";

// A vertical's wording comes with its own catalog, loaded before the first render.
const placeOrder = msg`Place order`;
const verticalCatalog = async (locale: Locale) => ({
  [placeOrder.id]: locale === "en" ? "Place order" : "تقديم الطلب",
});
// The restaurant's label (spec §4, decision 0003): English only.
const restaurantLabels: LabelOverride[] = [{ replace: checkoutLabel, with: placeOrder, locales: ["en"] }];

const activator = (labels?: readonly LabelOverride[]) => {
  const i18n = createI18n();
  return {
    i18n,
    activator: createLocaleActivator({ i18n, loaders: [loadKitCatalog, verticalCatalog], labels }),
  };
};

describe("a vertical's label overrides", () => {
  it("reword the shared 'Checkout' in English for a vertical that asks for it", async () => {
    const { i18n, activator: locale } = activator(restaurantLabels);
    await locale.ensure("en");
    expect(i18n._(checkoutLabel)).toBe("Place order");
  });

  it("leave 'Checkout' alone for a vertical without overrides", async () => {
    const { i18n, activator: locale } = activator();
    await locale.ensure("en");
    expect(i18n._(checkoutLabel)).toBe("Checkout");
  });

  it("leave the locales they do not list alone, and survive switching and feature catalogs", async () => {
    const { i18n, activator: locale } = activator(restaurantLabels);
    await locale.ensure("ar");
    expect(i18n._(checkoutLabel)).toBe("إتمام الشراء");
    await locale.ensure("en");
    expect(i18n._(checkoutLabel)).toBe("Place order");
    await locale.ensure("ar");
    await locale.ensure("en");
    // A feature catalog (the cart's, which has 'Checkout' too) merged later keeps the wording.
    await locale.ensureCatalogs([kitCatalogs.cart]);
    expect(i18n._(checkoutLabel)).toBe("Place order");
  });

  it("apply to every locale when none is listed", async () => {
    const { i18n, activator: locale } = activator([{ replace: checkoutLabel, with: placeOrder }]);
    await locale.ensure("ar");
    expect(i18n._(checkoutLabel)).toBe("تقديم الطلب");
  });

  it("change nothing when the wording is not in the loaded catalogs", () => {
    const i18n = createI18n();
    i18n.load("en", { [checkoutLabel.id]: "Checkout" });
    i18n.activate("en");
    applyLabelOverrides(i18n, restaurantLabels);
    expect(i18n._(checkoutLabel)).toBe("Checkout");
    applyLabelOverrides(i18n, undefined);
    expect(i18n._(checkoutLabel)).toBe("Checkout");
  });
});
