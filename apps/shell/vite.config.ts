import { precompressAssets, reactWithLingui, sourceConditions } from "@storefront/vite-config";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { devPayloadPlugin } from "./vite/dev-payload-plugin";
import { verticalManifestPlugin } from "./vite/vertical-manifest-plugin";

const apiOrigin = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

// Workspace packages compile from source (`@storefront/source`), on the server build too.
const serverConditions = ["@storefront/source", "module", "node", "development|production"];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    ...reactWithLingui(),
    tailwindcss(),
    devPayloadPlugin(apiOrigin),
    // The vertical table and the precompressed files describe the browser's build only.
    ...(isSsrBuild
      ? []
      : [verticalManifestPlugin({ registry: "src/verticals/registry.ts" }), precompressAssets()]),
  ],
  // Workspace packages compile from source, so the shell never waits on a package build.
  resolve: { conditions: sourceConditions },
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
    ? { target: "node20", outDir: "dist/server", emptyOutDir: true, copyPublicDir: false }
    : { target: "es2022", manifest: true },
}));
