import type { BusinessOverrides } from "./business-overrides.js";

/**
 * The catalogue home's sections without zod: kit's home page (first load) orders its sections
 * with this, and `businessOverridesSchema` (business-overrides.ts) builds its `home_sections`
 * check from the same list.
 */

/**
 * The sections of the catalogue home (kit's `HomePage`, retail and marketplace), by id: the
 * banners, the featured categories, the product rails and, on a marketplace, the sellers.
 */
export const HOME_SECTION_IDS = ["banners", "categories", "rails", "vendors"] as const;

/** A section of the catalogue home. */
export type HomeSectionId = (typeof HOME_SECTION_IDS)[number];

/**
 * The catalogue home's sections in the order they show: the business's (`home_sections`, which may
 * leave some out), else the storefront's (`HOME_SECTION_IDS`).
 */
export function homeSectionOrder(overrides: BusinessOverrides | undefined): readonly HomeSectionId[] {
  return overrides?.home_sections ?? HOME_SECTION_IDS;
}
