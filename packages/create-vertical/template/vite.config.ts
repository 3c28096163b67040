import { lingui } from "@lingui/vite-plugin";
import kit from "@storefront/kit/package.json" with { type: "json" };
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions } from "vite";

// Where the storefront API answers. The reference API of the storefront repository serves on
// http://127.0.0.1:3001 by default (its storefront server takes 3000); point this at yours.
const apiUrl = process.env.STOREFRONT_API_URL ?? "http://127.0.0.1:3001";

// The API's paths go to the API, with the page's own Host: the API picks the partner from it
// (retail.localhost:5173 → the retail demo partner). Every other path is this app's.
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  ["/ecommerce/api", "/snachoo/api", "/images"].map((path) => [
    path,
    { target: apiUrl, changeOrigin: false },
  ]),
);

export default defineConfig({
  plugins: [
    // Lingui's macros (`msg`, `t`, `<Trans>`) compile at build time: without this plugin they
    // type-check and build, and the page stays blank.
    react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }),
    // Compiles the `.po` catalogs the vertical's `loadCatalog` imports.
    lingui(),
    tailwindcss(),
  ],
  // One copy of each library the app shares with kit (kit's peer dependencies), whatever the
  // package manager installed: two copies of react-query or the router break the page.
  resolve: { dedupe: Object.keys(kit.peerDependencies) },
  server: { proxy, allowedHosts: [".localhost"] },
  preview: { proxy, allowedHosts: [".localhost"] },
  build: { target: "es2022" },
});
