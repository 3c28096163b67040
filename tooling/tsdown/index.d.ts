import type { UserConfig } from "tsdown";

/** tsdown's entry map (`cart/index` → `src/cart/index.ts`) for the package in `packageDir`, from its `exports`. */
export function entryMap(packageDir: string): Record<string, string>;

/** The tsdown config of the published package in the current directory. */
export function defineLibraryConfig(): UserConfig;
