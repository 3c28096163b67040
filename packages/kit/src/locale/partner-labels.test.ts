import { describe, expect, it } from "vitest";
import { createI18n, loadKitCatalog } from "../i18n";
import { createLocaleActivator } from "./locale-activator";
import { checkoutLabel, mergePartnerLabels, restaurantCheckoutLabel } from "./partner-labels";

describe("the restaurant's checkout label (spec §4)", () => {
  it("says 'Place order' in English for a restaurant partner", async () => {
    const i18n = createI18n();
    await createLocaleActivator({ i18n, loaders: [loadKitCatalog], partnerType: "restaurant" }).ensure("en");
    expect(i18n._(checkoutLabel)).toBe("Place order");
  });

  it("keeps 'Checkout' for every other partner type", async () => {
    for (const partnerType of ["retail", "divine", "salon", "hospital", "snachoo", null] as const) {
      const i18n = createI18n();
      await createLocaleActivator({ i18n, loaders: [loadKitCatalog], partnerType }).ensure("en");
      expect(i18n._(checkoutLabel), String(partnerType)).toBe("Checkout");
    }
  });

  it("leaves Arabic alone, and survives switching back and forth", async () => {
    const i18n = createI18n();
    const activator = createLocaleActivator({ i18n, loaders: [loadKitCatalog], partnerType: "restaurant" });
    await activator.ensure("ar");
    expect(i18n._(checkoutLabel)).toBe("إتمام الشراء");
    await activator.ensure("en");
    expect(i18n._(checkoutLabel)).toBe("Place order");
    await activator.ensure("ar");
    await activator.ensure("en");
    expect(i18n._(checkoutLabel)).toBe("Place order");
  });

  it("merging is a no-op outside English or without the wording", async () => {
    const i18n = createI18n();
    i18n.load("ar", {});
    i18n.activate("ar");
    mergePartnerLabels(i18n, "restaurant");
    expect(i18n.messages[checkoutLabel.id]).toBeUndefined();
    expect(restaurantCheckoutLabel.id).not.toBe(checkoutLabel.id);
  });
});
