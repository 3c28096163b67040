import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";

const linguiConfig = fileURLToPath(new URL("../../lingui.config.ts", import.meta.url));

/** React (with the Lingui macro compiled by Babel) and the Lingui catalog loader for `.po` imports. */
export function reactWithLingui() {
  return [
    react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }),
    lingui({ configPath: linguiConfig }),
  ];
}

/** Export conditions that compile workspace packages from source (see docs/decisions). */
export const sourceConditions = ["@storefront/source", "module", "browser", "development|production"];

export { firstLoadChunks } from "./first-load-chunks.js";
export { precompressAssets } from "./precompress.js";
