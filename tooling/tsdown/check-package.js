#!/usr/bin/env node
// The `publint` task of a published package: publint on the packed package, then Are The Types
// Wrong on every public subpath. attw does not expand `*` patterns of `exports` (it reports them as
// "(wildcard)" and checks nothing), so the subpaths come from the same reading of `exports` as the
// build's entries. ESM-only on purpose (decision 0014): no CommonJS or node10 resolution.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { publicEntries } from "./entries.js";

/** Runs a command-line tool this package depends on (the caller does not list them). */
function run(bin, args) {
  const { status, error } = spawnSync(join(import.meta.dirname, "node_modules/.bin", bin), args, {
    stdio: "inherit",
  });
  if (error) throw error;
  return status === 0;
}

const subpaths = publicEntries(process.cwd()).map((entry) => entry.subpath);
const publint = run("publint", ["--strict"]);
const attw = run("attw", [
  "--pack",
  ".",
  "--profile",
  "esm-only",
  "--format",
  "ascii",
  "--entrypoints",
  ...subpaths,
]);
process.exit(publint && attw ? 0 : 1);
