// Imports each given subpath of the installed @storefront packages in plain Node ESM (no bundler, no
// export condition but Node's) and checks that it has, at run time, every value its .d.ts declares.
// Usage (copied into the app, so the packages resolve from its node_modules):
// node check-exports.mjs @storefront/core/cart @storefront/kit/catalog …
// Prints one line per problem and exits 1 when there is any.
import { join } from "node:path";
import ts from "typescript";

const specifiers = process.argv.slice(2);
const options = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2023,
  jsx: ts.JsxEmit.ReactJSX,
  noEmit: true,
};
const importer = join(process.cwd(), "src/check-exports.ts");
const problems = [];

const declarations = new Map();
for (const specifier of specifiers) {
  const resolved = ts.resolveModuleName(specifier, importer, options, ts.sys).resolvedModule;
  if (resolved?.extension === ts.Extension.Dts) declarations.set(specifier, resolved.resolvedFileName);
  else problems.push(`${specifier}: no .d.ts (resolved to ${resolved?.resolvedFileName ?? "nothing"})`);
}

const program = ts.createProgram([...declarations.values()], options);
const checker = program.getTypeChecker();

/** A re-export written `export { type X }` / `export type { X }`: no value at run time, whatever X is. */
const typeOnly = (symbol) =>
  symbol.declarations?.some(
    (declaration) =>
      ts.isExportSpecifier(declaration) && (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly),
  ) ?? false;

/** The names a module's .d.ts exports as values (functions, constants, classes, enums). */
function declaredValues(fileName) {
  const file = program.getSourceFile(fileName);
  const moduleSymbol = file && checker.getSymbolAtLocation(file);
  if (!moduleSymbol) return [];
  return checker
    .getExportsOfModule(moduleSymbol)
    .filter((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return (target.flags & ts.SymbolFlags.Value) !== 0 && !typeOnly(symbol);
    })
    .map((symbol) => symbol.name);
}

let checked = 0;
for (const [specifier, fileName] of declarations) {
  let runtime;
  try {
    runtime = await import(specifier);
  } catch (error) {
    problems.push(`${specifier}: import failed: ${error instanceof Error ? error.message : String(error)}`);
    continue;
  }
  for (const name of declaredValues(fileName)) {
    checked++;
    if (!(name in runtime))
      problems.push(`${specifier}: "${name}" is declared in its types but not exported`);
  }
}

for (const problem of problems) console.error(problem);
console.log(
  `${declarations.size} subpaths imported, ${checked} declared exports present, ${problems.length} problems`,
);
process.exit(problems.length === 0 ? 0 : 1);
