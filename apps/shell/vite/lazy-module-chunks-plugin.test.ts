import { describe, expect, it } from "vitest";
import { lazyModuleChunks } from "./lazy-module-chunks-plugin";

const root = "/repo/apps/shell";

describe("lazyModuleChunks", () => {
  it("maps each component and catalog merged into a chunk not its own to that chunk's file", () => {
    const table = lazyModuleChunks(root, [
      {
        // A shared chunk: kit's cart page and its coupon field, imported by two features.
        type: "chunk",
        fileName: "assets/cart-page-X.js",
        facadeModuleId: null,
        moduleIds: [
          "/repo/packages/kit/src/cart/cart-page.tsx",
          "/repo/packages/kit/src/cart/coupon-field.tsx",
          "/repo/packages/kit/src/cart/cart-lines.ts",
          "/repo/node_modules/lucide-react/dist/esm/icons/x.tsx",
          "\0rolldown/runtime.js",
        ],
      },
      {
        // A lazy page that is its chunk's facade has a manifest key of its own: left out.
        type: "chunk",
        fileName: "assets/home-page-Y.js",
        facadeModuleId: "/repo/packages/kit/src/catalog/pages/home-page.tsx",
        moduleIds: [
          "/repo/packages/kit/src/catalog/pages/home-page.tsx",
          "/repo/packages/kit/src/locales/catalog/en/messages.po?lingui",
        ],
      },
      { type: "asset", fileName: "assets/index.css" },
    ]);
    expect(table).toEqual({
      "../../packages/kit/src/cart/cart-page.tsx": "assets/cart-page-X.js",
      "../../packages/kit/src/cart/coupon-field.tsx": "assets/cart-page-X.js",
      "../../packages/kit/src/locales/catalog/en/messages.po": "assets/home-page-Y.js",
    });
  });
});
