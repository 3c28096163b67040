/** A colour as red, green and blue channels of 0–255 (alpha ignored: partner colours are opaque). */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(rgba?|hsla?)\(\s*([^)]*)\)$/i;

function channel(value: string, scale: number): number | null {
  const number = Number.parseFloat(value);
  if (!Number.isFinite(number)) return null;
  return value.trim().endsWith("%") ? (number / 100) * scale : number;
}

function hue(value: string): number | null {
  const number = Number.parseFloat(value);
  if (!Number.isFinite(number)) return null;
  if (value.endsWith("turn")) return number * 360;
  if (value.endsWith("rad")) return (number * 180) / Math.PI;
  if (value.endsWith("grad")) return number * 0.9;
  return number;
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return { r: f(0) * 255, g: f(8) * 255, b: f(4) * 255 };
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/**
 * Reads a hex (`#rgb`, `#rrggbb`, with or without alpha), `rgb()`/`rgba()` or `hsl()`/`hsla()`
 * colour (commas or spaces). Null for anything else (named colours, lab(), oklch()…): a colour the
 * theme rules cannot read is left as the partner gave it.
 */
export function parseColor(value: string): Rgb | null {
  const color = value.trim();
  const hex = HEX.exec(color)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join("") : hex;
    return {
      r: Number.parseInt(full.slice(0, 2), 16),
      g: Number.parseInt(full.slice(2, 4), 16),
      b: Number.parseInt(full.slice(4, 6), 16),
    };
  }
  const match = FUNCTION.exec(color);
  if (!match) return null;
  const [name = "", args = ""] = [match[1]?.toLowerCase(), match[2]];
  const parts = args
    .split(/\s*[,/]\s*|\s+/)
    .filter(Boolean)
    .slice(0, 3);
  if (parts.length < 3) return null;
  const [first = "", second = "", third = ""] = parts;
  if (name.startsWith("rgb")) {
    const [r, g, b] = [channel(first, 255), channel(second, 255), channel(third, 255)];
    return r === null || g === null || b === null
      ? null
      : { r: clamp(r, 255), g: clamp(g, 255), b: clamp(b, 255) };
  }
  const [h, s, l] = [hue(first), channel(second, 100), channel(third, 100)];
  if (h === null || s === null || l === null) return null;
  return hslToRgb(((h % 360) + 360) % 360, clamp(s, 100) / 100, clamp(l, 100) / 100);
}

/** WCAG 2 relative luminance of a colour (0 black – 1 white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for body text: 4.5:1. */
export const AA_TEXT_CONTRAST = 4.5;

/** `#rrggbb` of a colour. */
export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((value) => Math.round(clamp(value, 255)).toString(16).padStart(2, "0")).join("")}`;
}

/** The light and dark text of the storefront (ui's theme.css: `--background`, `--foreground`). */
export const LIGHT_TEXT: Rgb = { r: 255, g: 255, b: 255 };
export const DARK_TEXT: Rgb = { r: 0x11, g: 0x18, b: 0x27 };

const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/**
 * The text to write on a surface: white or the storefront's near-black, whichever reads better —
 * or pure black on the few mid colours (a bright red) where neither reaches AA. The better of
 * white and black is at least 4.58:1 on any colour, so the answer always reads at AA (4.5:1).
 */
export function readableTextOn(surface: Rgb): Rgb {
  const light = contrastRatio(surface, LIGHT_TEXT);
  const dark = contrastRatio(surface, DARK_TEXT);
  if (Math.max(light, dark) >= AA_TEXT_CONTRAST) return light >= dark ? LIGHT_TEXT : DARK_TEXT;
  return light >= contrastRatio(surface, BLACK) ? LIGHT_TEXT : BLACK;
}

/**
 * A colour moved towards black (on a light page) or white (on a dark one), in small steps of the
 * mix, just far enough to read as text on `page` at AA. The hue is kept; a colour that already
 * reads comes back unchanged.
 */
export function inkOn(color: Rgb, page: Rgb): Rgb {
  if (contrastRatio(color, page) >= AA_TEXT_CONTRAST) return color;
  const target = relativeLuminance(page) > 0.18 ? BLACK : LIGHT_TEXT;
  for (let step = 1; step <= 20; step += 1) {
    const t = step / 20;
    const mixed = {
      r: color.r + (target.r - color.r) * t,
      g: color.g + (target.g - color.g) * t,
      b: color.b + (target.b - color.b) * t,
    };
    const rounded = parseColor(toHex(mixed)) as Rgb;
    if (contrastRatio(rounded, page) >= AA_TEXT_CONTRAST) return rounded;
  }
  return target;
}
