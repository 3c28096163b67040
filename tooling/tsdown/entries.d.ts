/** A public subpath of a package, the source file it is built from and its output (`dist/cart/index`). */
export interface PublicEntry {
  subpath: string;
  source: string;
  output: string;
}

/** The public subpaths of the package in `packageDir`, read from its `exports` (`*` patterns expanded). */
export function publicEntries(packageDir: string): PublicEntry[];
