import { transformAsync } from "@babel/core";

const MACRO_IMPORT = /["']@lingui\/(?:core|react)\/macro["']/;

/**
 * Compiles Lingui's macros (`t`, `msg`, `<Trans>`, `plural`…) into runtime calls of @lingui/core and
 * @lingui/react, with the same Babel plugin the apps' Vite build uses. Only files that import a
 * macro go through Babel; TypeScript and JSX are left for the bundler to compile.
 *
 * @returns {import("rolldown").Plugin}
 */
export function linguiMacro() {
  return {
    name: "storefront:lingui-macro",
    transform: {
      filter: { id: /\.(?:ts|tsx)$/, code: MACRO_IMPORT },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: id.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"] },
          plugins: ["@lingui/babel-plugin-lingui-macro"],
        });
        if (!result?.code) throw new Error(`Lingui macros could not be compiled in ${id}`);
        return { code: result.code, map: result.map };
      },
    },
  };
}
