#!/usr/bin/env node
// rename-scope: keep-file — the defaults name the old scope on purpose.
// Renames the packages' npm scope everywhere in the repository, in one mechanical sweep: package
// names, every import and re-export, the `@storefront/source` export condition (conditions,
// tsconfig `customConditions`, `--conditions` flags), dependency keys in every package.json, the
// lockfile's importers, the changesets' front matter, `.npmrc` scope lines and the docs. Only the
// whole scope word changes (scope-rewrite.mjs); a file or line marked `rename-scope: keep-file` /
// `rename-scope: keep-line` keeps its text (a decision that records the old name). Idempotent: a
// second run finds nothing. Afterwards `pnpm install --frozen-lockfile` must pass unchanged.
//
//   node tooling/scripts/rename-scope.mjs --dry-run              # what would change, per file
//   node tooling/scripts/rename-scope.mjs                        # @storefront → @snachoo
//   node tooling/scripts/rename-scope.mjs --from @a --to @b --root DIR
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { isScope, rewriteScope } from "./scope-rewrite.mjs";

const { values } = parseArgs({
  options: {
    from: { type: "string", default: "@storefront" },
    to: { type: "string", default: "@snachoo" },
    root: { type: "string", default: resolve(import.meta.dirname, "../..") },
    "dry-run": { type: "boolean", default: false },
  },
});
const { from, to } = values;
if (!isScope(from) || !isScope(to) || from === to) {
  console.error(`--from and --to must be two different npm scopes (@name); got ${from} → ${to}.`);
  process.exit(2);
}
const root = resolve(values.root);
const SKIPPED_FOLDERS = new Set(["node_modules", ".git", "dist", ".turbo", "coverage", "test-results"]);

/** The files to look at: git's tracked and unignored ones in a checkout, else every file under root. */
function listFiles() {
  try {
    const output = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return output.split("\0").filter(Boolean);
  } catch {
    const walk = (dir) =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : walk(join(dir, entry.name));
        return entry.isFile() ? [relative(root, join(dir, entry.name))] : [];
      });
    return walk(root);
  }
}

let total = 0;
let files = 0;
for (const file of listFiles()) {
  const path = join(root, file);
  let buffer;
  try {
    if (!statSync(path).isFile()) continue;
    buffer = readFileSync(path);
  } catch {
    continue; // deleted in the work tree
  }
  if (buffer.subarray(0, 8000).includes(0)) continue; // binary
  const { text, count } = rewriteScope(buffer.toString("utf8"), { from, to });
  if (count === 0) continue;
  total += count;
  files++;
  console.log(`${String(count).padStart(5)}  ${file}`);
  if (!values["dry-run"]) writeFileSync(path, text);
}
const verb = values["dry-run"] ? "would change" : "changed";
console.log(`${from} → ${to}: ${verb} ${total} occurrences in ${files} files.`);
if (!values["dry-run"] && files > 0)
  console.log("Next: pnpm install --frozen-lockfile && pnpm build && pnpm test (see docs/decisions/0060).");
