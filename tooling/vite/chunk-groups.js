// Which chunk each module of the first load goes to, decided from an analysis build's chunk graph
// (first-load-analysis.js). The graph comes from the bundler's own automatic chunking, so what a
// root "needs" is what the bundler keeps after tree-shaking, not every module a barrel file names.

const VENDOR = /[\\/]node_modules[\\/]/;

/** The entry's chunk: the HTML entry module and what it imports statically. */
export const BOOT = "boot";
/** npm code every page loads before its first render (React, the router, Query, jotai, Lingui…). */
export const FRAMEWORK = "framework";
/** The storefront's own code every page loads before its first render (kit, core, ui, the shell). */
export const SHELL = "shell";

/**
 * The chunk files `roots` (chunk files) need, transitively, roots included: those they import
 * statically, and with `lazy` those they import dynamically too, except the chunks of `stop`.
 */
function closure(graph, roots, { lazy = false, stop = new Set() } = {}) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop();
    const chunk = graph.get(file);
    if (!chunk || seen.has(file) || (stop.has(file) && !roots.includes(file))) continue;
    seen.add(file);
    stack.push(...chunk.imports, ...(lazy ? (chunk.dynamicImports ?? []) : []));
  }
  return seen;
}

/**
 * A group's name: the variants that need it (`retail`, `shared-marketplace-retail`), `-home` when
 * only their lazy home does, `-and-…-home` when other variants' homes need it too, and `-shared`
 * when a single variant needs it but others may load it later (kit or npm code, never a
 * vertical's own).
 */
function groupName({ names, reach, firstLoad, exclusive }) {
  const list = [...names];
  const base = list.length === 1 ? list[0] : `shared-${list.join("-")}`;
  const homes = [...reach].filter((name) => !names.has(name)).sort();
  const also = homes.length > 0 ? `-and-${homes.join("-")}-home` : "";
  return `${base}${firstLoad ? "" : "-home"}${also}${list.length === 1 && !exclusive ? "-shared" : ""}`;
}

/**
 * Assigns the modules of a first load to chunk groups, from an analysis build's chunks (each with
 * its modules and their sizes, and the chunks it imports statically and dynamically) and the first
 * load's roots:
 *
 * - `entry` (the HTML's entry module) and what its chunk imports: `boot`, the entry's chunk;
 * - what `shell` (modules every page loads before its first render) needs besides: `framework`
 *   for npm code, `shell` for our own;
 * - what each variant's `firstLoad` (a vertical's entry) needs besides: a group per set of
 *   variants that need it (`retail`, `shared-marketplace-retail`), so no variant downloads a
 *   first-load group it does not need;
 * - what a variant's lazy `home` needs besides: `-home` groups, loaded with the home route.
 *
 * What every variant's first render needs (its home's included) joins `framework`/`shell`, and so
 * does a group most variants need that is smaller than `minSize` bytes of rendered code (once
 * every group that may hold what it imports has): a partner then downloads a few kB it does not
 * need rather than one more file. A group only a minority needs stays apart, however small: in the
 * shell, every other partner would download it — the many paying for the few.
 *
 * A group never mixes what only one variant ever loads (its own code) with what other variants
 * may load later (`-shared`): a lazy page of one vertical may import another's group for the kit
 * code in it, never for that vertical's code. Roots other than the entry stay the facades of their
 * chunks (Vite's manifest keeps their keys: the API and the bench look chunks up by module), and
 * modules no root needs stay with the bundler. Returns module id → group name; each group's
 * priority (a group claims its modules before any group that may import it, so chunks never import
 * each other in a cycle); and the variant that owns each group only it ever loads.
 */
export function assignChunkGroups({ chunks, entry, shell, variants, minSize = 0 }) {
  const graph = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const chunkOf = new Map();
  for (const chunk of chunks) for (const id of Object.keys(chunk.modules)) chunkOf.set(id, chunk.file);
  const chunksOf = (ids) =>
    ids.map((id) => {
      const file = chunkOf.get(id);
      if (file === undefined) throw new Error(`The analysis build has no module ${id}.`);
      return file;
    });
  // The variants' entries: one variant's lazy code never walks into another's.
  const entries = new Set(chunksOf(variants.flatMap((variant) => variant.firstLoad)));
  const usersOf = (reach) => {
    const users = new Map();
    for (const variant of variants) {
      for (const file of reach(variant)) users.set(file, [...(users.get(file) ?? []), variant.name]);
    }
    return users;
  };
  const firstUsers = usersOf((variant) => closure(graph, chunksOf(variant.firstLoad)));
  const homeUsers = usersOf((variant) => closure(graph, chunksOf(variant.home ?? [])));
  const everUsers = usersOf((variant) =>
    closure(graph, chunksOf(variant.firstLoad), { lazy: true, stop: entries }),
  );
  const boot = closure(graph, chunksOf([entry]));
  const shellChunks = closure(graph, chunksOf(shell));
  const shellEver = closure(graph, chunksOf(shell), { lazy: true, stop: entries });

  const keys = new Map(); // chunk file → group
  const sets = new Map(); // variant group → { names, reach, firstLoad, exclusive }
  for (const chunk of chunks) {
    const first = firstUsers.get(chunk.file) ?? [];
    const home = (homeUsers.get(chunk.file) ?? []).filter((name) => !first.includes(name));
    const reach = new Set([...first, ...home].sort());
    let key;
    if (boot.has(chunk.file)) key = BOOT;
    // What every variant's first render needs (its home's included) is preloaded with the shell.
    else if (shellChunks.has(chunk.file) || reach.size === variants.length) key = SHELL;
    else if (reach.size > 0) {
      const group = {
        names: new Set([...(first.length > 0 ? first : home)].sort()),
        reach,
        firstLoad: first.length > 0,
        exclusive: !shellEver.has(chunk.file) && (everUsers.get(chunk.file) ?? []).length === 1,
      };
      key = groupName(group);
      sets.set(key, group);
    }
    if (key !== undefined) keys.set(chunk.file, key);
  }

  // What a module imports is needed by at least the same variants, at least as early, and loaded
  // by at least as many: its group weighs at least as much. Heaviest first, a group that several
  // variants need joins the shell only once every group that may hold what it imports has.
  const weight = ({ reach, names, firstLoad, exclusive }) =>
    2 * (reach.size * (variants.length + 1) + (firstLoad ? names.size : 0)) + (exclusive ? 0 : 1);
  const heaviestFirst = [...sets.keys()].sort((a, b) => weight(sets.get(b)) - weight(sets.get(a)));
  const size = new Map();
  for (const chunk of chunks) {
    const key = keys.get(chunk.file);
    const bytes = Object.values(chunk.modules).reduce((sum, moduleSize) => sum + moduleSize, 0);
    size.set(key, (size.get(key) ?? 0) + bytes);
  }
  const merged = new Set();
  for (const key of heaviestFirst) {
    const { reach } = sets.get(key);
    const most = 2 * reach.size > variants.length;
    if (reach.size < 2 || !most || size.get(key) >= minSize) continue;
    const wider = heaviestFirst.filter(
      (other) =>
        weight(sets.get(other)) > weight(sets.get(key)) &&
        [...reach].every((name) => sets.get(other).reach.has(name)),
    );
    if (wider.every((other) => merged.has(other))) merged.add(key);
  }

  const roots = new Set([
    ...shell,
    ...variants.flatMap((variant) => [...variant.firstLoad, ...(variant.home ?? [])]),
  ]);
  const groups = new Map();
  for (const chunk of chunks) {
    const key = keys.get(chunk.file);
    if (key === undefined) continue;
    const name = merged.has(key) ? SHELL : key;
    for (const id of Object.keys(chunk.modules)) {
      if (roots.has(id)) continue;
      groups.set(id, name === SHELL && VENDOR.test(id) ? FRAMEWORK : name);
    }
  }
  // Above every variant group's: a weight is at most 2 × (variants + 1)² + 1.
  const top = 2 * (variants.length + 1) ** 2 + 1;
  const priorities = new Map([
    [BOOT, top + 3],
    [FRAMEWORK, top + 2],
    [SHELL, top + 1],
  ]);
  const owners = new Map();
  for (const name of new Set(groups.values())) {
    const group = sets.get(name);
    if (!group) continue;
    priorities.set(name, weight(group));
    if (group.exclusive) owners.set(name, [...group.names][0]);
  }
  return { groups, priorities, owners };
}

/**
 * The bundler's `output.codeSplitting` for an assignment: one group per name, in priority order.
 * The HTML entry module (the real build's, which the analysis does not bundle) joins `boot`: the
 * entry's chunk then is that group, and keeps its name. A module the analysis did not see (what
 * the Lingui macros compile to, or an import the analysis found unused) joins `boot`, `framework`
 * or `shell` with the first of their modules that imports it; the variants' groups leave it to the
 * bundler, so a group one variant owns never takes in code another may load.
 */
export function codeSplittingFor({ groups, priorities }) {
  const names = [...priorities.keys()].sort((a, b) => priorities.get(b) - priorities.get(a));
  return {
    groups: names.map((name) => ({
      name,
      priority: priorities.get(name),
      includeDependenciesRecursively: name === BOOT || name === FRAMEWORK || name === SHELL,
      test:
        name === BOOT
          ? (id) => groups.get(id) === BOOT || /\.html$/.test(id)
          : (id) => groups.get(id) === name,
    })),
  };
}
