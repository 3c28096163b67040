import { describe, expect, it } from "vitest";
import { collectLazyModules, noteLazyModule } from "./lazy-modules";

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

describe("collectLazyModules", () => {
  it("answers the modules each render noted, in order, with no other render's, however they interleave", async () => {
    const render = async (modules: string[]) => {
      for (const module of modules) {
        await tick();
        noteLazyModule(module);
        noteLazyModule(module);
      }
      return modules.length;
    };
    const [home, menu] = await Promise.all([
      collectLazyModules(() => render(["home-page.tsx", "catalog/en/messages.po", "skeletons.tsx"])),
      collectLazyModules(() => render(["menu-page.tsx", "restaurant/ar/messages.po"])),
    ]);
    expect(home).toEqual({
      result: 3,
      modules: ["home-page.tsx", "catalog/en/messages.po", "skeletons.tsx"],
    });
    expect(menu).toEqual({ result: 2, modules: ["menu-page.tsx", "restaurant/ar/messages.po"] });
  });

  it("ignores a module noted outside a render", async () => {
    noteLazyModule("stray.tsx");
    expect((await collectLazyModules(async () => "page")).modules).toEqual([]);
  });
});
