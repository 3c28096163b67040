import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { manifestKey, trackLazyImportsIn } from "./track-lazy-imports-plugin";

const ROOT = "/repo/apps/shell";
const TRACKER = "/repo/apps/shell/src/server/lazy-modules.ts";
const MODULE_DIR = "/repo/packages/kit/src/catalog";

/** Resolves relative specifiers beside `MODULE_DIR`, as the bundler would; packages are not ours. */
const resolve = async (specifier: string) => (specifier.startsWith(".") ? join(MODULE_DIR, specifier) : null);

const track = (code: string) => trackLazyImportsIn(code, { root: ROOT, tracker: TRACKER, resolve });

describe("manifestKey", () => {
  it("is the module's path from the shell's root, as Vite's manifest keys it", () => {
    expect(manifestKey(ROOT, "/repo/packages/kit/src/catalog/pages/home-page.tsx")).toBe(
      "../../packages/kit/src/catalog/pages/home-page.tsx",
    );
    expect(manifestKey(ROOT, "/repo/apps/shell/src/locales/en/messages.po?lingui")).toBe(
      "src/locales/en/messages.po",
    );
  });
});

describe("trackLazyImportsIn", () => {
  it("reports each lazy component and catalog before importing it, and imports the tracker", async () => {
    const code = [
      'const page = lazyRouteComponent(() => import("./pages/home-page.tsx"), "HomePage");',
      "const messages = { en: () => import('../locales/catalog/en/messages.po') };",
    ].join("\n");
    const tracked = await track(code);
    expect(tracked).toBe(
      [
        `import { noteLazyModule as __noteLazyModule } from ${JSON.stringify(TRACKER)};`,
        'const page = lazyRouteComponent(() => (__noteLazyModule("../../packages/kit/src/catalog/pages/home-page.tsx"), import("./pages/home-page.tsx")), "HomePage");',
        "const messages = { en: () => (__noteLazyModule(\"../../packages/kit/src/locales/catalog/en/messages.po\"), import('../locales/catalog/en/messages.po')) };",
      ].join("\n"),
    );
  });

  it("runs as the original did: the lazy import reports its module, then loads it", async () => {
    // Inside the package: the test runner loads (and transforms) modules from its own tree.
    const dir = await mkdtemp(join(import.meta.dirname, ".track-lazy-"));
    try {
      await writeFile(join(dir, "page.tsx"), 'export const name = "page";\n');
      const tracker = join(dir, "tracker.mjs");
      await writeFile(
        tracker,
        "export const noted = [];\nexport const noteLazyModule = (key) => noted.push(key);\n",
      );
      const code = 'export const load = () => import("./page.tsx");\n';
      const tracked = await trackLazyImportsIn(code, {
        root: dir,
        tracker,
        resolve: async (specifier) => join(dir, specifier),
      });
      await writeFile(join(dir, "routes.mjs"), tracked ?? code);
      const routes = await import(/* @vite-ignore */ join(dir, "routes.mjs"));
      const { noted } = await import(/* @vite-ignore */ tracker);
      expect(noted).toEqual([]);
      expect((await routes.load()).name).toBe("page");
      expect(noted).toEqual(["page.tsx"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("leaves other lazy imports, static imports and code without lazy imports alone", async () => {
    // A `.ts` module (API contracts, loaders' code: the server's own use), a package, a computed path.
    const code = [
      'import { a } from "./static.tsx";',
      'const contracts = () => import("./contracts.ts");',
      'const pkg = () => import("some-package");',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a computed import
      "const computed = (name) => import(`./pages/${name}.tsx`);",
    ].join("\n");
    expect(await track(code)).toBeNull();
    expect(await track("export const x = 1;")).toBeNull();
  });
});
