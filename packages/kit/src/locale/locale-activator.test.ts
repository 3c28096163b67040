import { describe, expect, it, vi } from "vitest";
import { createI18n, type FeatureCatalog } from "../i18n";
import { createLocaleActivator } from "./locale-activator";

describe("createLocaleActivator", () => {
  it("loads each locale's catalogs lazily, sets lang and dir, and skips an active locale", async () => {
    const i18n = createI18n();
    const root = document.createElement("html");
    const load = vi.fn(async (locale: string) => ({ hello: locale === "ar" ? "مرحبا" : "Hello" }));
    const activator = createLocaleActivator({ i18n, loaders: [load], root });
    await activator.ensure("ar");
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith("ar");
    expect(i18n._("hello")).toBe("مرحبا");
    expect(root.lang).toBe("ar");
    expect(root.dir).toBe("rtl");
    await activator.ensure("ar");
    expect(load).toHaveBeenCalledTimes(1);
    await activator.ensure("en");
    expect(activator.current()).toBe("en");
    expect(root.dir).toBe("ltr");
  });

  it("lets the last of two overlapping requests win", async () => {
    const i18n = createI18n();
    let releaseArabic: () => void = () => {};
    const load = vi.fn((locale: string) =>
      locale === "ar"
        ? new Promise<Record<string, string>>((resolve) => {
            releaseArabic = () => resolve({ x: "ar" });
          })
        : Promise.resolve({ x: "en" }),
    );
    const activator = createLocaleActivator({ i18n, loaders: [load] });
    const arabic = activator.ensure("ar");
    const same = activator.ensure("ar");
    expect(same).toBe(arabic);
    await activator.ensure("en");
    releaseArabic();
    await arabic;
    expect(i18n.locale).toBe("en");
  });

  describe("ensureCatalogs", () => {
    const words = { en: { hello: "Hello", cart: "Cart" }, ar: { hello: "مرحبا", cart: "السلة" } } as const;
    const base = vi.fn(async (locale: string) => ({ hello: words[locale as "en" | "ar"].hello }));
    const feature = (id: string): FeatureCatalog & { load: ReturnType<typeof vi.fn> } => ({
      id,
      load: vi.fn(async (locale: string) => ({
        cart: words[locale as "en" | "ar"].cart,
        [`from-${id}`]: locale,
      })),
    });

    it("merges a feature catalog into the active locale, fetching it once per locale", async () => {
      const i18n = createI18n();
      const activator = createLocaleActivator({ i18n, loaders: [base] });
      await activator.ensure("en");
      const changes = vi.fn();
      i18n.on("change", changes);
      const cart = feature("cart");
      await activator.ensureCatalogs([cart]);
      expect(i18n._("cart")).toBe("Cart");
      expect(i18n._("hello")).toBe("Hello");
      // React re-renders on Lingui's change event.
      expect(changes).toHaveBeenCalled();
      await Promise.all([activator.ensureCatalogs([cart]), activator.ensureCatalogs([cart])]);
      expect(cart.load).toHaveBeenCalledTimes(1);
    });

    it("loads the catalogs a page needed into the next locale before activating it", async () => {
      const i18n = createI18n();
      const activator = createLocaleActivator({ i18n, loaders: [base] });
      await activator.ensure("en");
      const cart = feature("cart");
      const account = feature("account");
      await activator.ensureCatalogs([cart, account]);
      const seen: string[] = [];
      // What a re-render would show at the moment Arabic becomes active.
      i18n.on("change", () => {
        if (i18n.locale === "ar") seen.push(i18n._("cart"));
      });
      await activator.ensure("ar");
      expect(seen.every((text) => text === "السلة")).toBe(true);
      expect(i18n._("from-account")).toBe("ar");
      expect(cart.load).toHaveBeenCalledWith("ar");
      // Back to English: the catalogs fetched before are not fetched again.
      await activator.ensure("en");
      expect(cart.load).toHaveBeenCalledTimes(2);
      expect(i18n._("cart")).toBe("Cart");
    });

    it("waits for an activation in flight and loads into the locale it activates", async () => {
      const i18n = createI18n();
      const activator = createLocaleActivator({ i18n, loaders: [base] });
      await activator.ensure("en");
      const switching = activator.ensure("ar");
      const cart = feature("cart");
      await activator.ensureCatalogs([cart]);
      await switching;
      expect(i18n.locale).toBe("ar");
      expect(i18n._("cart")).toBe("السلة");
    });

    it("keeps the mount's catalogs over a feature's, and retries a catalog that failed", async () => {
      const i18n = createI18n();
      const override = async () => ({ cart: "Basket" });
      const activator = createLocaleActivator({ i18n, loaders: [base, override] });
      await activator.ensure("en");
      const flaky = feature("flaky");
      flaky.load.mockRejectedValueOnce(new Error("offline"));
      await expect(activator.ensureCatalogs([flaky])).rejects.toThrow("offline");
      await activator.ensureCatalogs([flaky]);
      expect(flaky.load).toHaveBeenCalledTimes(2);
      expect(i18n._("from-flaky")).toBe("en");
      expect(i18n._("cart")).toBe("Basket");
    });

    it("before any activation, only remembers the catalogs for the first one", async () => {
      const i18n = createI18n();
      const activator = createLocaleActivator({ i18n, loaders: [base] });
      const cart = feature("cart");
      await activator.ensureCatalogs([cart]);
      expect(cart.load).not.toHaveBeenCalled();
      await activator.ensure("ar");
      expect(i18n._("cart")).toBe("السلة");
    });
  });
});
