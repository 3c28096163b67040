import { describe, expect, it, vi } from "vitest";
import type { FeatureCatalog } from "../i18n";
import { loadWithCatalogs } from "./route-catalogs";

const cart: FeatureCatalog = { id: "cart", load: async () => ({}) };

describe("loadWithCatalogs", () => {
  it("loads the catalogs and the data in parallel and resolves once both are in", async () => {
    let releaseCatalogs: () => void = () => {};
    const ensureCatalogs = vi.fn(() => new Promise<void>((resolve) => (releaseCatalogs = resolve)));
    const load = vi.fn(async () => "data");
    let settled = false;
    const loading = loadWithCatalogs({ ensureCatalogs }, [cart], load).then((value) => {
      settled = true;
      return value;
    });
    // Both started before either finished: no waterfall.
    expect(ensureCatalogs).toHaveBeenCalledWith([cart]);
    expect(load).toHaveBeenCalled();
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    releaseCatalogs();
    await expect(loading).resolves.toBe("data");
  });

  it("settles a failed load at once (the error pages use the common catalog)", async () => {
    const ensureCatalogs = vi.fn(() => new Promise<void>(() => {}));
    await expect(
      loadWithCatalogs({ ensureCatalogs }, [cart], async () => Promise.reject(new Error("404"))),
    ).rejects.toThrow("404");
  });

  it("fails loudly on a router context without ensureCatalogs", async () => {
    await expect(loadWithCatalogs({}, [cart])).rejects.toThrow(/ensureCatalogs/);
  });
});
