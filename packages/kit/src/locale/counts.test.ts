import { describe, expect, it } from "vitest";
import { activateLocale, createI18n, loadKitCatalog } from "../i18n";
import { formatItemCount } from "./counts";

describe("formatItemCount (plural forms by count, spec §9)", () => {
  it("has the English singular and plural", async () => {
    const i18n = createI18n();
    await activateLocale(i18n, "en", [loadKitCatalog]);
    expect([0, 1, 2, 5].map((n) => formatItemCount(i18n, n))).toEqual([
      "0 items",
      "1 item",
      "2 items",
      "5 items",
    ]);
  });

  it("has all six Arabic forms", async () => {
    const i18n = createI18n();
    await activateLocale(i18n, "ar", [loadKitCatalog]);
    const forms = [0, 1, 2, 3, 11, 100].map((n) => formatItemCount(i18n, n));
    expect(forms[0]).toBe("لا توجد منتجات");
    expect(forms[1]).toBe("منتج واحد");
    expect(forms[2]).toBe("منتجان");
    expect(forms[3]).toMatch(/^(3|٣) منتجات$/);
    expect(forms[4]).toMatch(/^(11|١١) منتجًا$/);
    expect(forms[5]).toMatch(/^(100|١٠٠) منتج$/);
  });
});
