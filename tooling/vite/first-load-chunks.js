import { resolve } from "node:path";
import { chunkGraphProblems } from "./chunk-graph-check.js";
import { assignChunkGroups, codeSplittingFor } from "./chunk-groups.js";
import { analyseChunks } from "./first-load-analysis.js";

/**
 * Groups the chunks of the first load deliberately (chunk-groups.js: the entry's chunk,
 * `framework`, `shell`, and per set of variants), in the browser's production build only. Before
 * the build, a quick analysis build (first-load-analysis.js) tells what each root really needs;
 * the build then gets `build.rolldownOptions.output.codeSplitting` with one group per chunk to
 * make, and fails if the chunks it made break what chunk-graph-check.js requires.
 *
 * `variant(entryId)` describes each module the `registry` imports lazily (a vertical): its name,
 * its `firstLoad` roots (the entry first) and its lazy `home` roots.
 */
export function firstLoadChunks({ entry, shell, registry, variant, minSize }) {
  let variants = [];
  let owners = new Map();
  let groups = new Map();
  return {
    name: "storefront:first-load-chunks",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    async config(config, env) {
      const root = resolve(config.root ?? process.cwd());
      const at = (path) => resolve(root, path);
      const { chunks, lazyImports } = await analyseChunks({
        root,
        entry,
        conditions: config.resolve?.conditions ?? ["module", "browser", "development|production"],
        mode: env.mode,
        dynamicImporter: registry,
      });
      variants = await Promise.all([...new Set(lazyImports)].map((id) => variant(id)));
      const assignment = assignChunkGroups({
        chunks,
        entry: at(entry),
        shell: shell.map(at),
        variants,
        minSize,
      });
      owners = assignment.owners;
      groups = assignment.groups;
      return { build: { rolldownOptions: { output: { codeSplitting: codeSplittingFor(assignment) } } } };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((item) => item.type === "chunk")
        .map((chunk) => ({
          file: chunk.fileName,
          // A group's chunk by what it holds, not by its name alone: the bundler names a lazy chunk
          // after its module, which may be a group's name (core's `contracts/api/booking.ts` →
          // `booking`) without holding any of that group's code.
          name: chunk.moduleIds.some((id) => groups.get(id) === chunk.name) ? chunk.name : null,
          facade: chunk.facadeModuleId,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
        }));
      const entries = new Map();
      for (const { name, firstLoad } of variants) {
        const file = chunks.find((chunk) => chunk.facade === firstLoad[0])?.file;
        if (file) entries.set(name, file);
      }
      const problems = chunkGraphProblems({ chunks, entries, owners });
      if (problems.length > 0) this.error(`The first-load chunk groups are unsound:\n${problems.join("\n")}`);
    },
  };
}
