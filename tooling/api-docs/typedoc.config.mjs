// The API reference of core, ui and kit: one module per public subpath (the same reading of each
// package's `exports` as the library build), written to dist/ (ignored by git). Warnings are
// errors: a `{@link}` that points nowhere, a type the reference names but no entry exports, an
// exported function without a doc comment.
import { join } from "node:path";
import { publicEntries } from "@storefront/tsdown-config/entries";

const repoRoot = join(import.meta.dirname, "../..");
const LIBRARIES = ["core", "ui", "kit"];

/** @type {Partial<import("typedoc").TypeDocOptions>} */
export default {
  name: "Storefront packages",
  entryPoints: LIBRARIES.flatMap((name) =>
    publicEntries(join(repoRoot, "packages", name)).map((entry) =>
      join(repoRoot, "packages", name, entry.source),
    ),
  ),
  entryPointStrategy: "resolve",
  tsconfig: join(import.meta.dirname, "tsconfig.json"),
  out: join(import.meta.dirname, "dist"),
  readme: "none",
  excludePrivate: true,
  excludeInternal: true,
  treatWarningsAsErrors: true,
  validation: { invalidLink: true, notExported: true, notDocumented: true },
  requiredToBeDocumented: ["Function"],
  logLevel: "Warn",
};
