import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt)$/;
// Below this, the encoding headers cost more than they save (as CDNs do, e.g. 1 kB).
const MIN_BYTES = 1024;

/**
 * Writes `name.br` (quality 11) and `name.gz` (level 9) beside every compressible asset, as a CDN
 * would serve them: the reference server sends the precompressed file instead of compressing the
 * same bytes on every request at a faster, weaker level.
 */
export function precompressAssets() {
  let outDir = "dist";
  return {
    name: "storefront:precompress-assets",
    apply: "build",
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const assetsDir = join(outDir, "assets");
      // A build that failed wrote no assets: its own error must be the one reported, not this folder.
      const written = await readdir(assetsDir).catch((error) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      const files = written.filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(assetsDir, file);
          const bytes = await readFile(path);
          if (bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
