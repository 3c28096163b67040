import type { CmsConfig } from "../contracts/partner.js";
import { isSafeCssColor } from "./css-color.js";
import { readableTheme } from "./readable-theme.js";

/** A CSS custom property name: `--` then letters, digits, hyphens. */
const VARIABLE_NAME = /^--[a-z0-9-]+$/i;

/**
 * The theme CSS variables of a partner (spec §3): every cms_config key containing `color` becomes
 * `--key-with-hyphens` (underscores turned to hyphens: `primary_color` → `--primary-color`). Only
 * safe colour values are kept (`isSafeCssColor`); keys that would not make a plain variable name
 * are skipped. Values are trimmed. Then every text is made readable (`readableTheme`: WCAG AA on
 * each surface), so no partner's colours can make the storefront's text unreadable.
 */
export function themeVariables(
  cmsConfig: Readonly<Partial<CmsConfig>> | null | undefined,
): Record<string, string> {
  const entries: [string, string][] = [];
  if (!cmsConfig) return {};
  for (const key of Object.keys(cmsConfig)) {
    if (!key.toLowerCase().includes("color")) continue;
    const name = `--${key.replace(/_/g, "-")}`;
    const value = (cmsConfig as Record<string, unknown>)[key];
    if (!VARIABLE_NAME.test(name) || !isSafeCssColor(value)) continue;
    entries.push([name, value.trim()]);
  }
  return readableTheme(Object.fromEntries(entries));
}

/**
 * A style sheet declaring the variables (`:root{--primary-color:#123456;}`), for server-side
 * injection. The variables come from `themeVariables`, so nothing in them can end the rule.
 */
export function themeStyleSheet(variables: Readonly<Record<string, string>>, selector = ":root"): string {
  const declarations = Object.entries(variables)
    .filter(([name, value]) => VARIABLE_NAME.test(name) && isSafeCssColor(value))
    .map(([name, value]) => `${name}:${value};`)
    .join("");
  return `${selector}{${declarations}}`;
}
