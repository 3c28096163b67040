import { precompressAssets, reactWithLingui, sourceConditions } from "@storefront/vite-config";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { devPayloadPlugin } from "./vite/dev-payload-plugin";
import { verticalManifestPlugin } from "./vite/vertical-manifest-plugin";

const apiOrigin = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [
    ...reactWithLingui(),
    tailwindcss(),
    devPayloadPlugin(apiOrigin),
    verticalManifestPlugin({ registry: "src/verticals/registry.ts" }),
    precompressAssets(),
  ],
  // Workspace packages compile from source, so the shell never waits on a package build.
  resolve: { conditions: sourceConditions },
  // The dev payload plugin runs core in the dev server (`ssrLoadModule`): from source there too.
  ssr: { resolve: { conditions: ["@storefront/source", "module", "node", "development|production"] } },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    // Every demo partner has its own host in dev too: http://salon.localhost:5173.
    allowedHosts: [".localhost"],
    // `pnpm dev` starts the API server beside Vite; it answers API calls and image requests.
    proxy: { "/ecommerce/api": apiOrigin, "/snachoo/api": apiOrigin, "/images": apiOrigin },
  },
  build: { target: "es2022", manifest: true },
});
