import type { Partner } from "@storefront/core/contracts/partner";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { documentTitle, TitleProvider, useDocumentTitle } from "./document-title";

const partner: Partner = {
  business_id: 1,
  access_token: "t",
  name: "Demo Retail",
  snachoo_settings: { type: "retail", url: "retail.localhost" },
  pages: [],
  cms_config: {},
  currency: { code: "SAR", minor_digits: 2 },
};

describe("documentTitle", () => {
  it("follows the template of spec §4", () => {
    expect(documentTitle(partner, null)).toBe("Demo Retail");
    expect(documentTitle(partner, "Cart")).toBe("Cart | Demo Retail");
    expect(documentTitle(partner, "Welcome to retail.localhost")).toBe(
      "Welcome to retail.localhost - Partner",
    );
  });

  it("the brand variant changes the suffix", () => {
    const variant: Partner = { ...partner, brand_variant: "partner" };
    expect(documentTitle(variant, "Cart")).toBe("Cart | Demo Retail Partner");
    expect(documentTitle(variant, null)).toBe("Demo Retail Partner");
  });
});

function Page({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}

describe("useDocumentTitle", () => {
  it("sets the page title while mounted and puts the brand back after", () => {
    const view = render(
      <TitleProvider partner={partner}>
        <Page title="Wishlist" />
      </TitleProvider>,
    );
    expect(document.title).toBe("Wishlist | Demo Retail");
    view.rerender(
      <TitleProvider partner={partner}>
        <Page title="Cart" />
      </TitleProvider>,
    );
    expect(document.title).toBe("Cart | Demo Retail");
    view.unmount();
    expect(document.title).toBe("Demo Retail");
  });
});
