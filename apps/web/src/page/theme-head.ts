import { PARTNER_THEME_ATTRIBUTE } from "@storefront/core/contracts/page-theme";
import type { Partner } from "@storefront/core/contracts/partner";
import type { Locale } from "@storefront/core/locale";
import { directionOf } from "@storefront/core/locale";
import { displayLayout, displayTypeVariables, themeVariables } from "@storefront/core/partner";

/** The ids kit's `applyPartnerTheme` gives the partner's style elements: the browser replaces these. */
const PARTNER_STYLE_IDS = { common: "partner-common-css", app: "partner-app-css" } as const;

/** CSS as the text of a `<style>` element: nothing in it can close the element. */
function styleText(css: string): string {
  return css.replace(/<\/(style)/gi, "<\\/$1");
}

/**
 * The partner's look in the server's HTML (issue 16: no flash of the default theme): its colours
 * and content width as variables on `:root` (core's rules keep only safe values), then
 * `common_css` and `app_css` as style text with kit's ids. The browser's mount finds the
 * variables (`SERVER_THEME_SELECTOR`) and applies nothing again.
 */
export function themeMarkup(partner: Partner): string {
  const cms = partner.cms_config;
  const variables = { ...themeVariables(cms), ...displayTypeVariables(cms.display_type) };
  const declarations = Object.entries(variables)
    .filter(([name, value]) => /^--[a-z0-9-]+$/i.test(name) && !/[<>;{}]/.test(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  const parts = [`<style ${PARTNER_THEME_ATTRIBUTE}="variables">:root{${declarations}}</style>`];
  for (const [key, id] of [
    ["common_css", PARTNER_STYLE_IDS.common],
    ["app_css", PARTNER_STYLE_IDS.app],
  ] as const) {
    const css = cms[key];
    if (typeof css === "string" && css.trim() !== "") {
      parts.push(`<style id="${id}" ${PARTNER_THEME_ATTRIBUTE}="">${styleText(css)}</style>`);
    }
  }
  return parts.join("\n    ");
}

/** The `<html>` start tag of a page: its locale and direction, and the partner's display type. */
export function htmlStartTag(locale: Locale, partner: Partner | null): string {
  const display = partner
    ? ` data-display-type="${displayLayout(partner.cms_config.display_type).type}"`
    : "";
  return `<html lang="${locale}" dir="${directionOf(locale)}"${display}>`;
}
