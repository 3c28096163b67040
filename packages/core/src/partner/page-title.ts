/** The label the partner-facing brand variant adds to titles. */
export const PARTNER_TITLE_LABEL = "Partner";

/** What the page title is built from. */
export interface PageTitleInput {
  /** The page's own title; blank means none. */
  title?: string | null;
  /** The brand name (the partner's name). */
  brand: string;
  /** The site url (`snachoo_settings.url`); a title containing it gets the partner suffix. */
  siteUrl?: string | null;
  /** The app's brand variant (spec §1): the partner-facing variant changes the suffix. */
  variant?: "storefront" | "partner";
}

/** The suffix after `|`: the brand, or `{brand} Partner` for the partner-facing variant. */
export function titleSuffix(brand: string, variant: PageTitleInput["variant"] = "storefront"): string {
  return variant === "partner" ? `${brand} ${PARTNER_TITLE_LABEL}` : brand;
}

/**
 * The page title template (spec §4): no title → the brand (with the variant's suffix); a title
 * already containing the site url (compared case-insensitively) → `{title} - Partner`, the partner
 * suffix; otherwise `{title} | {suffix}`.
 */
export function pageTitle({ title, brand, siteUrl, variant = "storefront" }: PageTitleInput): string {
  const suffix = titleSuffix(brand, variant);
  const own = typeof title === "string" ? title.trim() : "";
  if (own === "") return suffix;
  const url = typeof siteUrl === "string" ? siteUrl.trim().toLowerCase() : "";
  if (url !== "" && own.toLowerCase().includes(url)) return `${own} - ${PARTNER_TITLE_LABEL}`;
  return `${own} | ${suffix}`;
}
