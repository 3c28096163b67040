import { describe, expect, it } from "vitest";
import { chunkGraphProblems } from "./chunk-graph-check.js";

const chunk = (file, name, imports = [], dynamicImports = []) => ({ file, name, imports, dynamicImports });
const SOUND = [
  chunk("index.js", "index", [], ["mount.js", "retail-entry.js", "menu-entry.js"]),
  chunk("mount.js", "mount", ["shell.js", "index.js"], ["errors.js"]),
  chunk("shell.js", "shell", ["index.js"]),
  chunk("retail-entry.js", "src", ["retail.js", "shell.js"], ["cart.js"]),
  chunk("retail.js", "retail", ["shell.js"]),
  chunk("menu-entry.js", "src", ["menu.js", "shell.js"]),
  chunk("menu.js", "menu", ["shell.js"]),
  chunk("cart.js", "cart", ["shell.js"]),
  chunk("errors.js", "errors", ["shell.js"]),
];
const ENTRIES = new Map([
  ["retail", "retail-entry.js"],
  ["menu", "menu-entry.js"],
]);
const OWNERS = new Map([
  ["retail", "retail"],
  ["menu", "menu"],
]);
const replace = (file, next) => SOUND.map((item) => (item.file === file ? next : item));

describe("chunkGraphProblems", () => {
  it("finds nothing wrong with a sound graph", () => {
    expect(chunkGraphProblems({ chunks: SOUND, entries: ENTRIES, owners: OWNERS })).toEqual([]);
  });

  it("names a cycle of static imports", () => {
    const chunks = replace("shell.js", chunk("shell.js", "shell", ["index.js", "mount.js"]));
    expect(chunkGraphProblems({ chunks, entries: ENTRIES, owners: OWNERS })).toEqual([
      "Chunks import each other in a cycle: mount.js → shell.js → mount.js",
    ]);
  });

  it("names the way by which a vertical could load another vertical's own code", () => {
    // The shell's lazy error page landed in menu's group: every vertical could load it.
    const chunks = replace("mount.js", chunk("mount.js", "mount", ["shell.js", "index.js"], ["menu.js"]));
    expect(chunkGraphProblems({ chunks, entries: ENTRIES, owners: OWNERS })).toEqual([
      "retail can load the code of menu alone: retail-entry.js → shell.js → index.js → mount.js → menu.js",
    ]);
  });
});
