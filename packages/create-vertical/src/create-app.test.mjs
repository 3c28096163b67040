import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { appManifest, appName, createApp, rangeFloor, sharedDependencies } from "./index.mjs";

/** Versions as a build writes them, with a peer another peer brings. */
const versions = {
  storefront: { "@storefront/core": "0.2.0", "@storefront/ui": "0.2.0", "@storefront/kit": "0.3.1" },
  shared: {
    react: { range: "^19.0.0", tested: "19.3.1" },
    "@tanstack/react-router": { range: "^1.170.46", tested: "1.170.46" },
    "@tanstack/router-core": { range: "^1.171.39", tested: "1.171.39", providedBy: "@tanstack/react-router" },
  },
  tools: { vite: "8.3.8", "@lingui/cli": "5.9.5" },
};

describe("appManifest", () => {
  it("asks for the released storefront packages, the tested shared libraries and the tools", () => {
    const manifest = appManifest("my-shop", versions);
    expect(manifest.dependencies).toEqual({
      "@storefront/core": "^0.2.0",
      "@storefront/kit": "^0.3.1",
      "@storefront/ui": "^0.2.0",
      "@tanstack/react-router": "1.170.46",
      react: "19.3.1",
    });
    expect(manifest.devDependencies).toEqual({ "@lingui/cli": "5.9.5", vite: "8.3.8" });
    expect(manifest.scripts).toMatchObject({ dev: "vite", build: "vite build", test: "vitest run" });
  });

  it("gives the lowest or the newest shared versions the ranges allow, leaving router-core to the router", () => {
    expect(sharedDependencies(versions.shared, "lowest")).toEqual({
      react: "19.0.0",
      "@tanstack/react-router": "1.170.46",
    });
    expect(sharedDependencies(versions.shared, "newest")).toEqual({
      react: "^19.0.0",
      "@tanstack/react-router": "^1.170.46",
    });
    expect(() => rangeFloor(">=1 <2")).toThrow(/caret range/);
  });
});

describe("createApp", () => {
  it("writes the template with the app's name, its .gitignore and package.json", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "create-vertical-")), "My Shop");
    const app = createApp({ dir, versions });
    expect(app.name).toBe("my-shop");
    for (const file of [
      ".gitignore",
      "index.html",
      "vite.config.ts",
      "lingui.config.ts",
      "tsconfig.json",
      "pnpm-workspace.yaml",
      "src/main.tsx",
      "src/vertical.ts",
      "src/vertical.test.tsx",
      "src/pages/welcome-page.tsx",
      "src/locales/en/messages.po",
      "src/locales/ar/messages.po",
    ])
      expect(existsSync(join(app.dir, file)), file).toBe(true);
    expect(existsSync(join(app.dir, "_gitignore"))).toBe(false);
    expect(readFileSync(join(app.dir, "src/vertical.ts"), "utf8")).toContain('id: "my-shop"');
    expect(JSON.parse(readFileSync(join(app.dir, "package.json"), "utf8")).name).toBe("my-shop");
  });

  it("mounts the vertical in three lines, with Lingui's macro plugin in the Vite config", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "create-vertical-")), "shop");
    createApp({ dir, versions });
    const main = readFileSync(join(dir, "src/main.tsx"), "utf8").trim().split("\n");
    expect(main.filter((line) => line.trim() !== "")).toHaveLength(4);
    expect(main.at(-1)).toBe("void mountVertical(vertical);");
    expect(readFileSync(join(dir, "vite.config.ts"), "utf8")).toContain("@lingui/babel-plugin-lingui-macro");
  });

  it("refuses a folder that is not empty, and a name that cannot be a package", () => {
    const dir = mkdtempSync(join(tmpdir(), "create-vertical-"));
    writeFileSync(join(dir, "keep.txt"), "");
    expect(() => createApp({ dir, versions })).toThrow(/not empty/);
    expect(() => appName("/tmp/---")).toThrow(/cannot name an app/);
  });
});
