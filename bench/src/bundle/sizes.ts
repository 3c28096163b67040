import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** The file carries zod's schema runtime (see `carriesZod`). */
  zod: boolean;
}

/**
 * zod 4 names each schema class with `$constructor("$ZodType", …)`, and a minifier keeps string
 * literals: a chunk holding zod's runtime holds this text. The first load must not (zod loads with
 * the first API answer to validate, docs/decisions/0032).
 */
const ZOD_MARK = "$ZodType";

/** True when a built file carries zod's schema runtime. */
export function carriesZod(bytes: Buffer): boolean {
  return bytes.includes(ZOD_MARK);
}

/**
 * The bytes a shopper downloads for one file, at the levels the reference server sends (the build
 * writes `.br` at quality 11 and `.gz` at level 9 beside each asset, tooling/vite/precompress.js).
 */
export function compressedSizes(file: string, bytes: Buffer): FileSize {
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    zod: carriesZod(bytes),
  };
}

/** Sizes of built files, memoised per dist folder: chunks are shared between pages. */
export function sizeReader(distDir: string) {
  const cache = new Map<string, Promise<FileSize>>();
  return (file: string): Promise<FileSize> => {
    let size = cache.get(file);
    if (!size) {
      size = readFile(join(distDir, file)).then((bytes) => compressedSizes(file, bytes));
      cache.set(file, size);
    }
    return size;
  };
}
