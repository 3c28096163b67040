import { ROUTES } from "@storefront/core/routes";
import { describe, expect, it } from "vitest";
import { badgeCount, NAV_LINKS } from "./nav";

describe("NAV_LINKS", () => {
  it("link only to paths of core's route manifest, each id once", () => {
    const manifestPaths = new Set(ROUTES.map((route) => route.path));
    const links = Object.values(NAV_LINKS);
    for (const link of links) expect(manifestPaths, link.id).toContain(link.path);
    expect(new Set(links.map((link) => link.id)).size).toBe(links.length);
  });
});

describe("badgeCount", () => {
  it("hides an empty counter and caps long ones", () => {
    expect(badgeCount(0)).toBeNull();
    expect(badgeCount(-1)).toBeNull();
    expect(badgeCount(Number.NaN)).toBeNull();
    expect(badgeCount(3)).toBe("3");
    expect(badgeCount(99)).toBe("99");
    expect(badgeCount(100)).toBe("99+");
  });
});
