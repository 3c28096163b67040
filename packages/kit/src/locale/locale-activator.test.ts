import { describe, expect, it, vi } from "vitest";
import { createI18n } from "../i18n";
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
});
