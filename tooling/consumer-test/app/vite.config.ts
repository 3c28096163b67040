import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Plain Vite: no Lingui plugin, no `.po` loader, no export condition of the storefront monorepo.
// The published packages are compiled JavaScript; Tailwind is there for the app's stylesheet.
export default defineConfig({
  plugins: [tailwindcss()],
  // The storefront server serves the build (STOREFRONT_DIST) and preloads from its manifest.
  build: { target: "es2022", manifest: true },
});
