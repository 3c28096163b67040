import { describe, expect, it } from "vitest";
import { assignChunkGroups, codeSplittingFor } from "./chunk-groups.js";

// An analysis build of a small storefront: an entry, a mount, and three verticals — retail and
// shop share kit's catalogue (and its home), menu has its own home page and needs icons that
// retail's cart page uses later too.
const NPM = "/repo/node_modules/.pnpm";
const chunk = (file, modules, imports = [], dynamicImports = []) => ({
  file,
  modules,
  imports,
  dynamicImports,
});
const CHUNKS = [
  chunk(
    "index.js",
    { "/repo/shell/main.tsx": 100, "/repo/shell/boot.ts": 50 },
    [],
    ["mount.js", "retail.js", "shop.js", "menu.js"],
  ),
  chunk("mount.js", { "/repo/shell/mount.tsx": 10, "/repo/shell/app.tsx": 100 }, [
    "react.js",
    "kit-core.js",
    "index.js",
  ]),
  chunk("react.js", { [`${NPM}/react/node_modules/react/index.js`]: 500 }),
  chunk("kit-core.js", { "/repo/kit/core.ts": 300 }, ["react.js"]),
  chunk(
    "retail.js",
    { "/repo/apps/retail/index.ts": 5, "/repo/apps/retail/nav.ts": 1000 },
    ["catalog.js", "layout.js", "tiny.js", "promo.js"],
    ["home-page.js", "cart-page.js"],
  ),
  chunk("shop.js", { "/repo/apps/shop/index.ts": 5 }, ["catalog.js", "layout.js"], ["home-page.js"]),
  chunk(
    "menu.js",
    { "/repo/apps/menu/index.ts": 5, "/repo/apps/menu/routes.ts": 800 },
    ["icons.js", "layout.js", "tiny.js"],
    ["menu-page.js"],
  ),
  chunk("catalog.js", { "/repo/kit/catalog.ts": 20000 }, ["react.js"]),
  chunk("layout.js", { "/repo/kit/layout.tsx": 400 }, ["kit-core.js"]),
  chunk("tiny.js", { "/repo/kit/tiny.ts": 100 }),
  chunk("home-page.js", { "/repo/kit/home-page.tsx": 10 }, ["cards.js"]),
  chunk("cards.js", { "/repo/kit/cards.tsx": 3000 }, ["catalog.js"]),
  chunk("icons.js", { [`${NPM}/lucide/node_modules/lucide/x.js`]: 200 }),
  chunk("menu-page.js", { "/repo/apps/menu/menu-page.tsx": 10 }, ["menu-home.js"]),
  chunk("menu-home.js", { "/repo/apps/menu/dishes.tsx": 5000 }, ["icons.js", "promo.js"]),
  chunk("promo.js", { "/repo/kit/promo.tsx": 2000 }),
  chunk("cart-page.js", { "/repo/kit/cart-page.tsx": 100 }, ["icons.js"]),
];
const VARIANTS = [
  { name: "retail", firstLoad: ["/repo/apps/retail/index.ts"], home: ["/repo/kit/home-page.tsx"] },
  { name: "shop", firstLoad: ["/repo/apps/shop/index.ts"], home: ["/repo/kit/home-page.tsx"] },
  { name: "menu", firstLoad: ["/repo/apps/menu/index.ts"], home: ["/repo/apps/menu/menu-page.tsx"] },
];
const assign = (options = {}) =>
  assignChunkGroups({
    chunks: CHUNKS,
    entry: "/repo/shell/main.tsx",
    shell: ["/repo/shell/mount.tsx"],
    variants: VARIANTS,
    minSize: 1000,
    ...options,
  });

describe("assignChunkGroups", () => {
  it("puts the entry's closure in boot, and what the mount needs in framework (npm) and shell", () => {
    const { groups } = assign();
    expect(groups.get("/repo/shell/main.tsx")).toBe("boot");
    expect(groups.get("/repo/shell/boot.ts")).toBe("boot");
    expect(groups.get("/repo/shell/app.tsx")).toBe("shell");
    expect(groups.get("/repo/kit/core.ts")).toBe("shell");
    expect(groups.get(`${NPM}/react/node_modules/react/index.js`)).toBe("framework");
  });

  it("groups what the verticals need by the set of verticals that need it, first load and home apart", () => {
    const { groups } = assign();
    expect(groups.get("/repo/apps/retail/nav.ts")).toBe("retail");
    expect(groups.get("/repo/apps/menu/routes.ts")).toBe("menu");
    expect(groups.get("/repo/kit/catalog.ts")).toBe("shared-retail-shop");
    expect(groups.get("/repo/kit/cards.tsx")).toBe("shared-retail-shop-home");
    expect(groups.get("/repo/apps/menu/dishes.tsx")).toBe("menu-home");
    // retail's first load and menu's home need it: loaded by both, so not retail's own.
    expect(groups.get("/repo/kit/promo.tsx")).toBe("retail-and-menu-home-shared");
  });

  it("keeps a vertical's own code apart from what another vertical may load later", () => {
    const { groups, owners } = assign();
    // menu's first load needs the icons, retail's cart page loads them later: not menu's own.
    expect(groups.get(`${NPM}/lucide/node_modules/lucide/x.js`)).toBe("menu-shared");
    expect(owners).toEqual(
      new Map([
        ["retail", "retail"],
        ["menu", "menu"],
        ["menu-home", "menu"],
      ]),
    );
  });

  it("sends what every vertical needs to the shell, and a small shared group once nothing wider holds it back", () => {
    const { groups } = assign();
    expect(groups.get("/repo/kit/layout.tsx")).toBe("shell");
    expect(groups.get("/repo/kit/tiny.ts")).toBe("shell");
    // Small, but what it imports sits in a wider group that stays apart (catalog.js, 20 kB).
    expect(groups.get("/repo/kit/cards.tsx")).toBe("shared-retail-shop-home");
    expect(assign({ minSize: 50_000 }).groups.get("/repo/kit/cards.tsx")).toBe("shell");
    // A vertical's own code never joins the shell, however small.
    expect(assign({ minSize: 50_000 }).groups.get("/repo/apps/retail/nav.ts")).toBe("retail");
    expect(assign({ minSize: 0 }).groups.get("/repo/kit/tiny.ts")).toBe("shared-menu-retail");
  });

  it("keeps a small group only a minority of the verticals needs out of the shell", () => {
    // Two more verticals that need neither: retail and menu are now 2 of 5.
    const others = ["salon", "hall"].map((name) => ({
      variant: { name, firstLoad: [`/repo/apps/${name}/index.ts`] },
      chunk: chunk(`${name}.js`, { [`/repo/apps/${name}/index.ts`]: 5 }, ["layout.js"]),
    }));
    const { groups } = assignChunkGroups({
      chunks: [
        ...CHUNKS.map((c) =>
          c.file === "index.js" ? { ...c, dynamicImports: [...c.dynamicImports, "salon.js", "hall.js"] } : c,
        ),
        ...others.map((other) => other.chunk),
      ],
      entry: "/repo/shell/main.tsx",
      shell: ["/repo/shell/mount.tsx"],
      variants: [...VARIANTS, ...others.map((other) => other.variant)],
      minSize: 1000,
    });
    expect(groups.get("/repo/kit/tiny.ts")).toBe("shared-menu-retail");
    // What all five need still joins the shell.
    expect(groups.get("/repo/kit/layout.tsx")).toBe("shell");
  });

  it("leaves the roots as facades of their own chunks, and lazy-only modules to the bundler", () => {
    const { groups } = assign();
    for (const root of [
      "/repo/shell/mount.tsx",
      "/repo/apps/retail/index.ts",
      "/repo/kit/home-page.tsx",
      "/repo/apps/menu/menu-page.tsx",
      "/repo/kit/cart-page.tsx",
    ]) {
      expect(groups.has(root)).toBe(false);
    }
  });

  it("gives a group at least the priority of every group that imports it", () => {
    for (const minSize of [0, 1000, 50_000]) {
      const { groups, priorities } = assign({ minSize });
      const groupOf = (file) => groups.get(Object.keys(CHUNKS.find((c) => c.file === file).modules)[0]);
      for (const { file, imports } of CHUNKS) {
        for (const imported of imports) {
          const [from, to] = [groupOf(file), groupOf(imported)];
          if (from && to && from !== to) expect(priorities.get(to)).toBeGreaterThan(priorities.get(from));
        }
      }
    }
  });

  it("names a root the analysis build does not have", () => {
    expect(() => assign({ shell: ["/repo/shell/gone.tsx"] })).toThrow(/no module \/repo\/shell\/gone\.tsx/);
  });
});

describe("codeSplittingFor", () => {
  it("lists the groups widest first; the HTML entry joins boot; only boot and the shell take in unseen modules", () => {
    const { groups } = codeSplittingFor(assign());
    const names = groups.map((group) => group.name);
    expect(names.slice(0, 3)).toEqual(["boot", "framework", "shell"]);
    expect(names.indexOf("shared-retail-shop")).toBeLessThan(names.indexOf("retail"));
    expect(names.indexOf("menu-shared")).toBeLessThan(names.indexOf("menu"));
    const boot = groups[0];
    expect(boot.test("/repo/shell/index.html")).toBe(true);
    expect(boot.test("/repo/kit/core.ts")).toBe(false);
    expect(groups.find((group) => group.name === "retail").test("/repo/apps/retail/nav.ts")).toBe(true);
    expect(groups.filter((group) => group.includeDependenciesRecursively).map((group) => group.name)).toEqual(
      ["boot", "framework", "shell"],
    );
  });
});
