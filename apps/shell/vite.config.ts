import { fileURLToPath } from "node:url";
import {
  firstLoadChunks,
  precompressAssets,
  reactWithLingui,
  sourceConditions,
} from "@storefront/vite-config";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { devPayloadPlugin } from "./vite/dev-payload-plugin";
import { lazyModuleChunksPlugin } from "./vite/lazy-module-chunks-plugin";
import { trackLazyImports } from "./vite/track-lazy-imports-plugin";
import { describeVertical, verticalManifestPlugin } from "./vite/vertical-manifest-plugin";

// The reference API's own port (the storefront server takes 3000 in front of it).
const apiOrigin = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

// Workspace packages compile from source (`@storefront/source`), on the server build too.
const serverConditions = ["@storefront/source", "module", "node", "development|production"];

const shellRoot = fileURLToPath(new URL(".", import.meta.url));
// kit's catalogue home (`createHomeRoute`): its page and skeletons, as bench/src/bundle/homes.ts counts them.
const kitCatalogHome = ["pages/home-page.tsx", "skeletons.tsx"].map((file) =>
  fileURLToPath(new URL(`../../packages/kit/src/catalog/${file}`, import.meta.url)),
);

/**
 * A vertical for the chunk groups: its entry (loaded, and preloaded, before the first render) and
 * its home's lazy modules — kit's catalogue home, or its own page — loaded with the home route.
 */
async function verticalChunkRoots(entry: string) {
  const { vertical, home } = await describeVertical(entry, shellRoot);
  return {
    name: vertical,
    firstLoad: [entry],
    home: home === "catalog" ? kitCatalogHome : home ? [home.file] : [],
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    ...reactWithLingui(),
    tailwindcss(),
    devPayloadPlugin(apiOrigin),
    // The vertical table, the chunk groups and the precompressed files are the browser build's only.
    ...(isSsrBuild
      ? // A render reports the browser's lazy chunks its HTML hydrates from (decision 0035).
        [
          trackLazyImports({
            root: shellRoot,
            tracker: fileURLToPath(new URL("src/server/lazy-modules.ts", import.meta.url)),
          }),
        ]
      : [
          verticalManifestPlugin({ registry: "src/verticals/registry.ts" }),
          // Where each lazy component merged into a shared chunk went: a server page names it too.
          lazyModuleChunksPlugin(),
          // The first load in a few chunks, grouped by who needs them (docs/decisions/0029). A shared
          // group under ~16 kB of code (~4 kB gzip) joins the shell rather than cost one more request.
          firstLoadChunks({
            entry: "src/main.tsx",
            shell: ["src/boot/mount.tsx"],
            registry: "src/verticals/registry.ts",
            variant: verticalChunkRoots,
            minSize: 16_000,
          }),
          precompressAssets(),
        ]),
  ],
  // Workspace packages compile from source, so the shell never waits on a package build.
  resolve: {
    conditions: sourceConditions,
    // TanStack Store imports the selector hook through the pre-React-18 shim; React 19 has
    // `useSyncExternalStore`, so the package's own non-shim build does the same with less code.
    alias: { "use-sync-external-store/shim/with-selector": "use-sync-external-store/with-selector" },
  },
  ssr: {
    // The dev payload plugin runs core in the dev server (`ssrLoadModule`): from source there too.
    resolve: { conditions: serverConditions },
    // The server build (`dist/server/entry-server.js`, decision 0025) is one self-contained module
    // tree, except jsdom (the sanitiser's DOM on the server: a Node package with files it reads at
    // run time, which a bundle cannot carry); it is a dependency of the shell.
    ...(isSsrBuild ? { noExternal: true, external: ["jsdom"] } : {}),
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    // Every demo partner has its own host in dev too: http://salon.localhost:5173.
    allowedHosts: [".localhost"],
    // `pnpm dev` starts the API server beside Vite; it answers API calls and image requests.
    proxy: { "/ecommerce/api": apiOrigin, "/snachoo/api": apiOrigin, "/images": apiOrigin },
  },
  build: isSsrBuild
    ? {
        target: "node20",
        outDir: "dist/server",
        emptyOutDir: true,
        copyPublicDir: false,
        // One file: every lazy import (a page, a catalog, the API contracts) is already in memory.
        // Split, each request's `import()` of a loaded chunk still resolves through Node's loader,
        // and under the API's TypeScript loader (tsx) that is a round trip to its hooks' thread.
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        target: "es2022",
        manifest: true,
        // Every browser the es2022 target runs in preloads modules itself (`<link rel=modulepreload>`,
        // Safari since 17): the polyfill's half a kilobyte would only ever run its feature test.
        modulePreload: { polyfill: false },
      },
}));
