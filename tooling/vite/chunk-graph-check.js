/**
 * What must hold of a built chunk graph (`chunks`: file, group name, static and dynamic imports)
 * whose first load was grouped, as a list of problems (empty when sound):
 *
 * - no chunk imports another statically in a cycle (the order modules run in would then depend on
 *   which chunk loads first);
 * - no variant can ever load a group another variant owns (`owners`: group name → variant; a
 *   variant's chunks are those its `entries` chunk reaches, statically or lazily, without walking
 *   into another variant's entry).
 */
export function chunkGraphProblems({ chunks, entries, owners }) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const problems = [];

  const state = new Map(); // file → "open" while on the path, "done" after
  const visit = (file, path) => {
    if (state.get(file) === "done" || !byFile.has(file)) return;
    if (state.get(file) === "open") {
      problems.push(
        `Chunks import each other in a cycle: ${[...path.slice(path.indexOf(file)), file].join(" → ")}`,
      );
      return;
    }
    state.set(file, "open");
    for (const imported of byFile.get(file).imports) visit(imported, [...path, file]);
    state.set(file, "done");
  };
  for (const chunk of chunks) visit(chunk.file, []);

  const entryFiles = new Set(entries.values());
  for (const [variant, entry] of entries) {
    const from = new Map([[entry, null]]);
    const stack = [entry];
    while (stack.length > 0) {
      const file = stack.pop();
      const chunk = byFile.get(file);
      const owner = owners.get(chunk.name);
      if (owner !== undefined && owner !== variant) {
        const path = [];
        for (let step = file; step !== null; step = from.get(step)) path.unshift(step);
        problems.push(`${variant} can load the code of ${owner} alone: ${path.join(" → ")}`);
      }
      for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
        if (from.has(next) || !byFile.has(next) || entryFiles.has(next)) continue;
        from.set(next, file);
        stack.push(next);
      }
    }
  }
  return problems;
}
