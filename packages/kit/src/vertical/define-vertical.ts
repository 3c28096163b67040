import type { PartnerType } from "@storefront/core/contracts/partner";
import type { AnyRoute } from "@tanstack/react-router";
import type { CatalogLoader } from "../i18n";

/**
 * What a vertical app exports as its default: the partner types it serves, the routes it adds
 * under the shell's main layout, and its own message catalog. The shell loads it lazily, by
 * partner type, through its registry; nothing else of the vertical reaches the shell.
 */
export interface VerticalDefinition {
  /** A short id for logs and tests, e.g. "retail". */
  id: string;
  /** The partner types this vertical serves. */
  partnerTypes: readonly PartnerType[];
  /**
   * Builds the vertical's routes as children of `parent` (the main layout route). Route paths are
   * the unprefixed English paths of the spec; `/ar` is added by the shell's URL rewrite.
   */
  createRoutes: (parent: AnyRoute) => AnyRoute[];
  /** The vertical's own Lingui catalog, merged over kit's and the shell's. */
  loadCatalog?: CatalogLoader;
}

/** Declares a vertical (an identity function that checks the shape). */
export function defineVertical(definition: VerticalDefinition): VerticalDefinition {
  return definition;
}

/** A lazily imported vertical module, as the shell's registry holds it. */
export type VerticalLoader = () => Promise<{ default: VerticalDefinition }>;
