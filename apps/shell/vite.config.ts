import { reactWithLingui, sourceConditions } from "@storefront/vite-config";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const apiOrigin = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [...reactWithLingui(), tailwindcss()],
  // Workspace packages compile from source, so the shell never waits on a package build.
  resolve: { conditions: sourceConditions },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    // `pnpm dev` starts the API server beside Vite; it answers API calls and image requests.
    proxy: { "/ecommerce/api": apiOrigin, "/snachoo/api": apiOrigin, "/images": apiOrigin },
  },
  build: { target: "es2022", manifest: true },
});
