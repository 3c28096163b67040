import { DEFAULT_LOCALE, type Locale } from "../locale/locale.js";

/** Image transformation asked of the CDN. */
export interface ImageTransform {
  /** Width in CSS pixels (1–4000, rounded). */
  width: number;
  /** Height in CSS pixels (1–4000, rounded); the CDN keeps the ratio when omitted. */
  height?: number;
  /** Quality 1–100 (rounded). */
  quality?: number;
  /** Prefix of bare image keys (`tea.jpg`); `/images` by default. */
  base?: string;
  /**
   * The reader's locale, for pictures that draw text (the reference server's placeholders write
   * the record's name on them): sent as `lang=ar`. The default locale adds nothing, so English
   * URLs stay the same (and so do the server's preloads of them).
   */
  locale?: Locale;
}

function clampInt(value: number, min: number, max: number): number | null {
  if (!Number.isFinite(value)) return null;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** The `tr` transformation value: `w-300,h-300,q-80`. */
export function imageTransformParam({ width, height, quality }: ImageTransform): string {
  const parts: string[] = [];
  const w = clampInt(width, 1, 4000);
  const h = height === undefined ? null : clampInt(height, 1, 4000);
  const q = quality === undefined ? null : clampInt(quality, 1, 100);
  if (w !== null) parts.push(`w-${w}`);
  if (h !== null) parts.push(`h-${h}`);
  if (q !== null) parts.push(`q-${q}`);
  return parts.join(",");
}

/**
 * An image-CDN URL with a transformation parameter (spec §7): `/images/tea.jpg?tr=w-300,h-300,q-80`
 * (and `&lang=ar` for a reader in another locale than the default).
 * Absolute `http(s)` URLs and root-relative paths are kept; a bare key goes under `base`
 * (`/images`). Returns null for an empty path or any other scheme (`javascript:`, `data:`,
 * protocol-relative `//host`), so a hostile path never reaches an `<img src>`.
 */
export function imageUrl(path: string | null | undefined, transform: ImageTransform): string | null {
  const trimmed = typeof path === "string" ? path.trim() : "";
  if (trimmed === "" || /[\s\\<>"']/.test(trimmed) || trimmed.startsWith("//")) return null;
  let url: string;
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith("/")) url = trimmed;
  else if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null;
  else url = `${(transform.base ?? "/images").replace(/\/+$/, "")}/${trimmed.replace(/^\.?\/+/, "")}`;
  const tr = imageTransformParam(transform);
  const params = [
    ...(tr ? [`tr=${tr}`] : []),
    ...(transform.locale && transform.locale !== DEFAULT_LOCALE ? [`lang=${transform.locale}`] : []),
  ];
  if (params.length === 0) return url;
  const hashAt = url.indexOf("#");
  const [beforeHash, hash] = hashAt === -1 ? [url, ""] : [url.slice(0, hashAt), url.slice(hashAt)];
  return `${beforeHash}${beforeHash.includes("?") ? "&" : "?"}${params.join("&")}${hash}`;
}
