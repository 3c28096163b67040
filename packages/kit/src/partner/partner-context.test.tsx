import type { Partner } from "@storefront/core/contracts/partner";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PartnerProvider, usePartner } from "./partner-context";

const partner: Partner = {
  business_id: 1,
  access_token: "t",
  name: "Demo Retail",
  snachoo_settings: { type: "retail", url: "retail.localhost" },
  pages: [],
  cms_config: {},
  currency: { code: "SAR", minor_digits: 2 },
};

function PartnerName() {
  return <span>{usePartner().name}</span>;
}

describe("PartnerProvider", () => {
  it("hands the partner to components below it", () => {
    render(
      <PartnerProvider partner={partner}>
        <PartnerName />
      </PartnerProvider>,
    );
    expect(screen.getByText("Demo Retail")).toBeTruthy();
  });

  it("fails loudly when the provider is missing", () => {
    expect(() => render(<PartnerName />)).toThrow(/PartnerProvider/);
  });
});
