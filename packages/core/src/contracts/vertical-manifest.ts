import { z } from "zod/mini";
import { partnerTypeSchema } from "./partner.js";

/**
 * Where the shell's build writes its vertical table, relative to the build folder (beside Vite's
 * `.vite/manifest.json`; not served).
 */
export const VERTICAL_MANIFEST_FILE = ".vite/verticals.json";

/** One partner type's vertical in a build of the shell. */
export const verticalManifestEntrySchema = z.object({
  /** The vertical's name (`retail`, `marketplace`, `coming-soon`): its package without `@storefront/app-`. */
  vertical: z.string().check(z.minLength(1)),
  /** Its lazy entry module as a key of Vite's `.vite/manifest.json` (`../retail/src/index.ts`). */
  entry: z.string().check(z.minLength(1)),
  /**
   * Its home: `catalog` for kit's catalogue home (CMS banners first, the home answer prefetched),
   * `{ page }` for a home page of its own (the page's lazy module, a key of Vite's manifest), null
   * when it does not say (its package.json `storefront.home`).
   */
  home: z.nullable(z.union([z.literal("catalog"), z.object({ page: z.string().check(z.minLength(1)) })])),
});

/**
 * The vertical table a build of the shell writes (`VERTICAL_MANIFEST_FILE`): every partner type →
 * the vertical its registry line (`apps/shell/src/verticals/registry.ts`) loads. Derived from the
 * registry at build time, it is how the reference server and the bench know the verticals without
 * importing the shell or listing them again. A table that misses a partner type does not parse.
 */
export const verticalManifestSchema = z.record(partnerTypeSchema, verticalManifestEntrySchema);

/** One partner type's vertical in a build. */
export type VerticalManifestEntry = z.infer<typeof verticalManifestEntrySchema>;
/** A build's vertical table. */
export type VerticalManifest = z.infer<typeof verticalManifestSchema>;
