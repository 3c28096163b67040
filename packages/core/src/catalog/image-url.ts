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
 * An image-CDN URL with a transformation parameter (spec §7): `/images/tea.jpg?tr=w-300,h-300,q-80`.
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
  if (!tr) return url;
  const hashAt = url.indexOf("#");
  const [beforeHash, hash] = hashAt === -1 ? [url, ""] : [url.slice(0, hashAt), url.slice(hashAt)];
  return `${beforeHash}${beforeHash.includes("?") ? "&" : "?"}tr=${tr}${hash}`;
}
