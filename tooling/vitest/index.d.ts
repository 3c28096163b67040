import type { UserConfig } from "vitest/config";

/** Vitest settings shared by every package, merged with the package's own overrides. */
export function defineProjectConfig(overrides?: UserConfig): UserConfig;
