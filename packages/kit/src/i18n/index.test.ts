import { describe, expect, it } from "vitest";
import { activateLocale, applyDocumentLocale, createI18n, loadKitCatalog } from "./index";
import { kitMessages } from "./messages";

describe("kit i18n", () => {
  it("activates Arabic from the kit catalog", async () => {
    const i18n = createI18n();
    await activateLocale(i18n, "ar", [loadKitCatalog]);
    expect(i18n.locale).toBe("ar");
    expect(i18n._(kitMessages.goHome)).toBe("اذهب إلى الصفحة الرئيسية");
  });

  it("lets a later catalog override an earlier one", async () => {
    const i18n = createI18n();
    const override = async () => ({ [kitMessages.goHome.id as string]: "Home" });
    await activateLocale(i18n, "en", [loadKitCatalog, override]);
    expect(i18n._(kitMessages.goHome)).toBe("Home");
  });

  it("sets lang and dir on the document root", () => {
    const root = document.createElement("html");
    applyDocumentLocale(root, "ar");
    expect(root.getAttribute("lang")).toBe("ar");
    expect(root.getAttribute("dir")).toBe("rtl");
  });

  it("leaves lang and dir alone when they are already right (a write restyles the page)", () => {
    const root = document.createElement("html");
    root.setAttribute("lang", "ar");
    root.setAttribute("dir", "rtl");
    const writes: string[] = [];
    new MutationObserver((records) => writes.push(...records.map((r) => r.attributeName ?? ""))).observe(
      root,
      {
        attributes: true,
      },
    );
    applyDocumentLocale(root, "ar");
    applyDocumentLocale(root, "en");
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        // Only the switch to English wrote, each attribute once.
        expect(writes.sort()).toEqual(["dir", "lang"]);
        expect([root.lang, root.dir]).toEqual(["en", "ltr"]);
        resolve();
      }),
    );
  });
});
