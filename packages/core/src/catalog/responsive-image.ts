import type { Locale } from "../locale/locale.js";
import { imageUrl } from "./image-url.js";

/** How a picture is offered to the browser: its crop ratio, candidate widths and `sizes`. */
export interface ResponsiveImageSpec {
  /** Width ÷ height of the picture; the CDN crops to it (1 = square). */
  ratio: number;
  /** Candidate widths of the `srcset` (CSS px). */
  widths: readonly number[];
  /** The reader's locale, for pictures that draw a localized name (see `imageUrl`). */
  locale?: Locale;
}

/** What an `<img>` (or a `<link rel="preload" as="image">`) needs to ask for a responsive picture. */
export interface ResponsiveImageSources {
  /** The fallback `src`, one of the candidates. */
  src: string;
  /** `url 480w, url 768w, …` */
  srcSet: string;
  /** Intrinsic width and height of the fallback, so the box is sized before the picture loads. */
  width: number;
  height: number;
}

/**
 * The `src` / `srcset` of a picture through the image CDN (spec §7), or null when the path is
 * unusable. The storefront's `<img>` and the server's preload of the LCP image both build their
 * URLs here: a preload only helps if it asks for byte-for-byte the URL the page will request.
 */
export function responsiveImageSources(
  path: string | null | undefined,
  { ratio, widths, locale }: ResponsiveImageSpec,
): ResponsiveImageSources | null {
  const heightOf = (width: number) => Math.round(width / ratio);
  const candidates = widths
    .map((width) => ({ width, url: imageUrl(path, { width, height: heightOf(width), locale }) }))
    .filter((candidate): candidate is { width: number; url: string } => candidate.url !== null);
  // The third width is a sensible fallback for browsers without srcset (a phone at 2× DPR).
  const fallback = candidates[Math.min(2, candidates.length - 1)];
  if (!fallback) return null;
  return {
    src: fallback.url,
    srcSet: candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(", "),
    width: fallback.width,
    height: heightOf(fallback.width),
  };
}

/**
 * The home's banner pictures: wide, 3:1, drawn across the content width. Shared by the home page
 * and the server's preload of the first banner (the home's LCP element).
 */
export const BANNER_IMAGE = {
  ratio: 3,
  widths: [480, 768, 1024, 1280, 1600],
  sizes: "(min-width: 1500px) 1500px, 100vw",
} as const satisfies ResponsiveImageSpec & { sizes: string };
