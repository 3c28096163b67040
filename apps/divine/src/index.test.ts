import { checkVertical } from "@storefront/kit/conformance";
import { verticalRoutePaths } from "@storefront/kit/vertical";
import { describe, expect, it } from "vitest";
import vertical from "./index";

describe("the divine vertical", () => {
  it("conforms to the vertical template (docs/verticals.md)", async () => {
    expect(await checkVertical(vertical, { from: import.meta.url })).toEqual([]);
  });

  it("serves the divine partner type with its own pages and no product pages (spec §2)", () => {
    expect(vertical.id).toBe("divine");
    expect(vertical.partnerTypes).toEqual(["divine"]);
    expect(verticalRoutePaths(vertical)).toEqual(["/", "/cart", "/checkout", "/complete", "/failure"]);
  });

  it("links the offerings and the contact page in the header", () => {
    expect(vertical.nav.map((link) => link.path)).toEqual(["/", "/contact"]);
  });
});
