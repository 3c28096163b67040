import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ItemCount } from "./item-count";

async function text(locale: "en" | "ar", count: number) {
  const { messages } = await import(`../locales/${locale}/messages.po`);
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  const { container, unmount } = render(
    <I18nProvider i18n={i18n}>
      <ItemCount count={count} />
    </I18nProvider>,
  );
  const shown = container.textContent;
  unmount();
  return shown;
}

describe("ItemCount", () => {
  it("says item for one and items for more, in English", async () => {
    expect(await text("en", 1)).toBe("1 item");
    expect(await text("en", 3)).toBe("3 items");
  });

  it("uses Arabic's own plural forms", async () => {
    expect(await text("ar", 1)).toBe("صنف واحد");
    expect(await text("ar", 2)).toBe("صنفان");
    expect(await text("ar", 5)).toBe("5 أصناف");
    expect(await text("ar", 11)).toBe("11 صنفًا");
  });
});
