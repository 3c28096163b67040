import { I18nProvider } from "@lingui/react";
import type { Locale } from "@storefront/core/locale";
import { cleanup, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { activateLocale, createI18n } from "../i18n";
import { LineItemRow } from "./line-item-row";

async function renderRow(locale: Locale, ui: React.ReactNode) {
  const i18n = createI18n();
  await activateLocale(i18n, locale, []);
  return render(
    <I18nProvider i18n={i18n}>
      <ul>{ui}</ul>
    </I18nProvider>,
  );
}

describe("LineItemRow", () => {
  it("lays out picture, name, details, actions and amount", async () => {
    await renderRow(
      "en",
      <LineItemRow
        data-testid="row"
        name="Tea"
        nameAs="h2"
        image="/images/products/1.svg"
        details={<p>2 × SAR 10.00</p>}
        actions={<button type="button">Remove Tea</button>}
        amount={<span>SAR 20.00</span>}
      />,
    );
    const row = screen.getByTestId("row");
    expect(row.tagName).toBe("LI");
    expect(screen.getByRole("heading", { level: 2, name: "Tea" })).toBeTruthy();
    expect(row.querySelector("img")?.getAttribute("src")).toBe("/images/products/1.svg?tr=w-160,h-160,q-80");
    expect(row.textContent).toBe("Tea2 × SAR 10.00Remove TeaSAR 20.00");
  });

  it("asks the picture in the reader's locale, and draws an empty square without one", async () => {
    await renderRow(
      "ar",
      <LineItemRow data-testid="row" name="شاي" image="/images/products/1.svg" imageSize={64} />,
    );
    expect(screen.getByTestId("row").querySelector("img")?.getAttribute("src")).toBe(
      "/images/products/1.svg?tr=w-128,h-128,q-80&lang=ar",
    );
    cleanup();
    await renderRow("en", <LineItemRow data-testid="row" name="Tea" image={null} />);
    expect(screen.getByTestId("row").querySelector("img")).toBeNull();
    expect(screen.getByTestId("row").querySelector("[aria-hidden=true]")).toBeTruthy();
  });
});
