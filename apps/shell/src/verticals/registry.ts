import type { PartnerType } from "@storefront/core/contracts/partner";
import type { VerticalDefinition, VerticalLoader } from "@storefront/kit/vertical";

/**
 * Partner type → the vertical that serves it, each a lazy import so a shopper downloads only
 * their partner's vertical. `satisfies` makes a new partner type fail to compile until mapped.
 * Every partner type has its vertical; a new type points at `./coming-soon` until its own lands.
 */
export const verticalRegistry = {
  // biome-ignore lint/style/noRestrictedImports: the registry is the one place that loads a vertical, lazily.
  retail: () => import("@storefront/app-retail"),
  // biome-ignore lint/style/noRestrictedImports: the registry is the one place that loads a vertical, lazily.
  restaurant: () => import("@storefront/app-restaurant"),
  // biome-ignore lint/style/noRestrictedImports: the registry is the one place that loads a vertical, lazily.
  divine: () => import("@storefront/app-divine"),
  // biome-ignore lint/style/noRestrictedImports: the registry is the one place that loads a vertical, lazily.
  salon: () => import("@storefront/app-booking"),
  // biome-ignore lint/style/noRestrictedImports: the registry is the one place that loads a vertical, lazily.
  hospital: () => import("@storefront/app-booking"),
  // biome-ignore lint/style/noRestrictedImports: the registry is the one place that loads a vertical, lazily.
  snachoo: () => import("@storefront/app-marketplace"),
} satisfies Record<PartnerType, VerticalLoader>;

/** Whether the registry maps a partner type (a string from an unvalidated payload, say). */
export function isRegisteredPartnerType(type: unknown): type is PartnerType {
  return typeof type === "string" && Object.hasOwn(verticalRegistry, type);
}

/** Loads the vertical for a partner type. */
export function loadVertical(type: PartnerType): Promise<VerticalDefinition> {
  return verticalRegistry[type]().then((module) => module.default);
}
