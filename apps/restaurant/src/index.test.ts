import { checkVertical } from "@storefront/kit/conformance";
import { verticalRoutePaths } from "@storefront/kit/vertical";
import { describe, expect, it } from "vitest";
import vertical from "./index";

describe("the restaurant vertical", () => {
  it("conforms to the vertical template (docs/verticals.md)", async () => {
    expect(await checkVertical(vertical, { from: import.meta.url })).toEqual([]);
  });

  it("serves restaurants with every page spec §2 gives them, and its own kiosk", () => {
    expect(vertical.partnerTypes).toEqual(["restaurant"]);
    expect(verticalRoutePaths(vertical)).toEqual(
      expect.arrayContaining([
        "/",
        "/menu",
        "/digital-menu",
        "/digi-menu",
        "/digital-menu-BKUP",
        "/digital-menu-cart",
        "/cart",
        "/checkout-sugar",
      ]),
    );
    expect(vertical.kioskPage).toBeTypeOf("function");
  });

  it("words the shared 'Checkout' label 'Place order' in English only", () => {
    expect(vertical.labels?.map((label) => label.locales)).toEqual([["en"]]);
  });
});
