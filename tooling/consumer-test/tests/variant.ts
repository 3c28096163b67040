import { test as base } from "@playwright/test";
import type { Variant } from "./scratch";

/** The tests of one scratch app: the project says which (`use: { variant }`). */
export const test = base.extend<Record<never, never>, { variant: Variant }>({
  variant: ["lowest", { option: true, scope: "worker" }],
});

export { expect } from "@playwright/test";
