import { I18nProvider } from "@lingui/react";
import type { Partner } from "@storefront/core/contracts/partner";
import type { Currency } from "@storefront/core/format";
import type { Locale } from "@storefront/core/locale";
import { cleanup, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { activateLocale, createI18n } from "../i18n";
import { PartnerProvider } from "../partner";
import { Money, resolveCurrency, useMoney } from ".";

const AED: Currency = { code: "AED", minor_digits: 2 };
const KWD: Currency = { code: "KWD", minor_digits: 3 };

const park = (currency: Currency): Partner => ({
  business_id: 7,
  access_token: "t",
  name: "Adventure Park",
  snachoo_settings: { type: "snachoo", url: "adventure.localhost", is_adventure_park: true },
  pages: [],
  cms_config: {},
  currency,
});

/** Text without Intl's no-break spaces and direction marks. */
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u200e\u200f]/g, " ").trim();

async function renderIn(locale: Locale, currency: Currency, ui: React.ReactNode) {
  const i18n = createI18n();
  await activateLocale(i18n, locale, []);
  return render(
    <I18nProvider i18n={i18n}>
      <PartnerProvider partner={park(currency)}>{ui}</PartnerProvider>
    </I18nProvider>,
  );
}

function Sentence({ amount, record }: { amount: number; record?: string }) {
  const money = useMoney();
  return <p>{`Total: ${money(amount, record)}`}</p>;
}

describe("Money", () => {
  it("shows an amount in the partner's currency, not a fixed one", async () => {
    await renderIn("en", AED, <Money amount={49} />);
    expect(plain(document.querySelector("[data-slot=money]")!.textContent)).toBe("AED 49.00");
  });

  it("uses the locale's digits and currency sign in Arabic", async () => {
    await renderIn("ar", AED, <Money amount={49} />);
    const text = document.querySelector("[data-slot=money]")!.textContent ?? "";
    expect(text).toContain("د.إ");
    expect(text).not.toContain("AED");
  });

  it("honours the currency's minor-unit digits", async () => {
    await renderIn("en", KWD, <Money amount={1.5} />);
    expect(plain(document.querySelector("[data-slot=money]")!.textContent)).toBe("KWD 1.500");
  });
});

describe("useMoney", () => {
  it("formats inside a sentence, and shows a record in the currency it names", async () => {
    await renderIn("en", AED, <Sentence amount={12.5} />);
    expect(plain(screen.getByText(/^Total/).textContent)).toBe("Total: AED 12.50");
    cleanup();
    await renderIn("en", AED, <Sentence amount={12.5} record="SAR" />);
    expect(plain(screen.getByText(/^Total/).textContent)).toBe("Total: SAR 12.50");
  });

  it("needs the partner (a wiring bug otherwise)", async () => {
    const i18n = createI18n();
    await activateLocale(i18n, "en", []);
    expect(() =>
      render(
        <I18nProvider i18n={i18n}>
          <Money amount={1} />
        </I18nProvider>,
      ),
    ).toThrow(/PartnerProvider/);
  });
});

describe("resolveCurrency", () => {
  it("keeps the partner's currency unless a record names another", () => {
    expect(resolveCurrency(AED, null)).toBe(AED);
    expect(resolveCurrency(AED, "AED")).toBe(AED);
    expect(resolveCurrency(AED, KWD)).toBe(KWD);
    expect(resolveCurrency(AED, "JPY")).toEqual({ code: "JPY", minor_digits: 0 });
  });
});
