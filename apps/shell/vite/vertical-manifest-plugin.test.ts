import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { VERTICAL_MANIFEST_FILE as CORE_FILE } from "@storefront/core/contracts/vertical-manifest";
import { describe, expect, it } from "vitest";
import { verticalRegistry } from "../src/verticals/registry";
import { describeVertical, registryLines, VERTICAL_MANIFEST_FILE } from "./vertical-manifest-plugin";

const SHELL = join(import.meta.dirname, "..");
const APPS = join(SHELL, "..");

describe("registryLines", () => {
  it("reads every line of the real registry, in order", async () => {
    const lines = registryLines(await readFile(join(SHELL, "src/verticals/registry.ts"), "utf8"));
    expect(lines.map((line) => line.partnerType)).toEqual(Object.keys(verticalRegistry));
    expect(lines.find((line) => line.partnerType === "retail")?.specifier).toBe("@storefront/app-retail");
    expect(lines.find((line) => line.partnerType === "salon")?.specifier).toBe("@storefront/app-booking");
    expect(lines.find((line) => line.partnerType === "divine")?.specifier).toBe("@storefront/app-divine");
  });

  it("skips comments and other code, and refuses a partner type mapped twice", () => {
    const source = [
      "export const verticalRegistry = {",
      "  // biome-ignore lint/style/noRestrictedImports: why",
      '  retail: () => import("@storefront/app-retail"),',
      "  divine: () => import('./coming-soon')",
      "} satisfies Record<PartnerType, VerticalLoader>;",
      "const other = () => import('./elsewhere');",
    ].join("\n");
    expect(registryLines(source)).toEqual([
      { partnerType: "retail", specifier: "@storefront/app-retail" },
      { partnerType: "divine", specifier: "./coming-soon" },
    ]);
    expect(() => registryLines(`${source}\n  retail: () => import("./again"),`)).toThrow(/"retail" twice/);
  });
});

describe("describeVertical", () => {
  it("names a vertical package after its package name and reads its home kind", async () => {
    expect(await describeVertical(join(APPS, "retail/src/index.ts"), SHELL)).toEqual({
      vertical: "retail",
      home: "catalog",
    });
    expect(await describeVertical(join(APPS, "marketplace/src/index.ts"), SHELL)).toEqual({
      vertical: "marketplace",
      home: "catalog",
    });
  });

  it("names a module of the shell after its file; the shell's package.json names its home page", async () => {
    expect(await describeVertical(join(SHELL, "src/verticals/coming-soon.ts"), SHELL)).toEqual({
      vertical: "coming-soon",
      home: { file: join(SHELL, "src/verticals/coming-soon-page.tsx") },
    });
  });

  it("says nothing of a home the package does not name, and refuses one that is not a file", async () => {
    const dir = await mkdtemp(join(tmpdir(), "vertical-"));
    try {
      await mkdir(join(dir, "src"));
      await writeFile(join(dir, "src/index.ts"), "export default {};");
      await writeFile(join(dir, "package.json"), JSON.stringify({ name: "@storefront/app-menu" }));
      expect(await describeVertical(join(dir, "src/index.ts"), SHELL)).toEqual({
        vertical: "menu",
        home: null,
      });
      const home = { home: "./src/menu-page.tsx" };
      await writeFile(
        join(dir, "package.json"),
        JSON.stringify({ name: "@storefront/app-menu", storefront: home }),
      );
      await expect(describeVertical(join(dir, "src/index.ts"), SHELL)).rejects.toThrow(/is not a file/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

it("writes the file core's readers look for", () => {
  expect(VERTICAL_MANIFEST_FILE).toBe(CORE_FILE);
});
