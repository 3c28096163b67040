import {
  AA_TEXT_CONTRAST,
  contrastRatio,
  inkOn,
  parseColor,
  type Rgb,
  readableTextOn,
  toHex,
} from "./contrast.js";

// ui's theme.css defaults, which a partner's variable overrides (`--color-x: var(--x-color, var(--x))`):
// what the page shows when the partner sets none. Kept in step with packages/ui/src/theme.css.
const DEFAULTS = {
  background: "#ffffff",
  foreground: "#111827",
  primary: "#0f766e",
  primaryForeground: "#ffffff",
  secondary: "#f1f5f9",
  secondaryForeground: "#0f172a",
  footer: "#f3f4f6",
  success: "#15803d",
  successForeground: "#ffffff",
} as const;

/** A partner colour drawn as text on the page (links, prices, notes): it must read on the page. */
const INKS = [
  ["--primary-color", DEFAULTS.primary],
  ["--success-color", DEFAULTS.success],
] as const;

/**
 * A surface and the text drawn on it: the surface's variable and default, the text's variable and
 * default (a function of the variables already settled, for the header and footer, whose text is
 * the page's unless the partner gives one).
 */
const SURFACES: ReadonlyArray<
  readonly [
    surface: string,
    surfaceDefault: (v: Vars) => string,
    text: string,
    textDefault: (v: Vars) => string,
  ]
> = [
  ["--background-color", () => DEFAULTS.background, "--text-color", () => DEFAULTS.foreground],
  ["--header-color", (v) => v["--background-color"] ?? DEFAULTS.background, "--header-text-color", pageText],
  ["--footer-color", () => DEFAULTS.footer, "--footer-text-color", pageText],
  ["--primary-color", () => DEFAULTS.primary, "--primary-text-color", () => DEFAULTS.primaryForeground],
  [
    "--secondary-color",
    () => DEFAULTS.secondary,
    "--secondary-text-color",
    () => DEFAULTS.secondaryForeground,
  ],
  ["--success-color", () => DEFAULTS.success, "--success-text-color", () => DEFAULTS.successForeground],
];

type Vars = Record<string, string>;

function pageText(v: Vars): string {
  return v["--text-color"] ?? DEFAULTS.foreground;
}

/**
 * A partner's theme variables (`themeVariables`) with every text readable at WCAG AA (4.5:1),
 * whatever colours the partner chose: a colour the storefront also writes text in (the primary,
 * the success colour) is darkened on a light page — lightened on a dark one — just enough to read
 * on it; then the text on each surface (page, header, footer, primary, secondary and success
 * backgrounds) that would not read becomes white or near-black, whichever reads better. Colours
 * that already read are kept as given; a colour the rules cannot parse (`parseColor`) is left alone.
 */
export function readableTheme(variables: Readonly<Vars>): Vars {
  const result: Vars = { ...variables };
  const color = (value: string | undefined) => (value === undefined ? null : parseColor(value));
  const page = color(result["--background-color"] ?? DEFAULTS.background);
  if (page) {
    for (const [name] of INKS) {
      const ink = color(result[name]);
      if (ink && contrastRatio(ink, page) < AA_TEXT_CONTRAST) result[name] = toHex(inkOn(ink, page));
    }
  }
  for (const [surfaceName, surfaceDefault, textName, textDefault] of SURFACES) {
    const surface: Rgb | null = color(result[surfaceName] ?? surfaceDefault(result));
    const text: Rgb | null = color(result[textName] ?? textDefault(result));
    if (!surface || !text) continue;
    if (contrastRatio(surface, text) < AA_TEXT_CONTRAST) result[textName] = toHex(readableTextOn(surface));
  }
  return result;
}
