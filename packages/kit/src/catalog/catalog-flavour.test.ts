import { describe, expect, it } from "vitest";
import {
  adventurePartner,
  marketplacePartner,
  marketplaceVertical,
  plainVertical,
} from "./catalog.test-support";
import { catalogFlavour } from "./catalog-flavour";

describe("catalogFlavour", () => {
  it("is the plain shop without a vertical, a flavour or a partner", () => {
    const plain = { marketplace: false, adventurePark: false };
    expect(catalogFlavour(null, marketplacePartner)).toEqual(plain);
    expect(catalogFlavour(plainVertical, adventurePartner)).toEqual(plain);
    expect(catalogFlavour(marketplaceVertical, null)).toEqual(plain);
  });

  it("is what the vertical says for the partner; flags it leaves unset stay off", () => {
    expect(catalogFlavour(marketplaceVertical, marketplacePartner)).toEqual({
      marketplace: true,
      adventurePark: false,
    });
    expect(catalogFlavour(marketplaceVertical, adventurePartner)).toEqual({
      marketplace: true,
      adventurePark: true,
    });
    expect(catalogFlavour({ catalogFlavour: () => ({ adventurePark: true }) }, marketplacePartner)).toEqual({
      marketplace: false,
      adventurePark: true,
    });
  });
});
