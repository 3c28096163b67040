import { responsiveImageSources } from "@storefront/core/catalog";
import { ImageIcon } from "lucide-react";
import { useLocale } from "../locale";

/** Widths offered to the browser for a product picture (CSS px; it picks by `sizes` and DPR). */
export const PRODUCT_IMAGE_WIDTHS: readonly number[] = [160, 240, 320, 480, 640, 960];

export interface ResponsiveImageProps {
  /** The stored image path (`/images/products/1.svg`); null draws a placeholder of the same size. */
  path: string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Width ÷ height of the picture; the CDN crops to it (1 = square). */
  ratio?: number;
  /** Candidate widths of the `srcset`. */
  widths?: readonly number[];
  /** Above the fold (the LCP candidate): loaded eagerly with high priority; otherwise lazily. */
  priority?: boolean;
  /**
   * Asks the picture in the reader's locale (`lang=ar`), for pictures that draw a name (true by
   * default). The home's banners say false: the server preloads their English URL (see
   * `apps/api/src/storefront/lcp-preload.ts`), and a preload only helps for the very same URL.
   */
  localized?: boolean;
  className?: string;
}

function join(...classes: Array<string | false | undefined>): string {
  return classes.filter(Boolean).join(" ");
}

/**
 * A picture through the image CDN (core's `responsiveImageSources`, spec §7): a `srcset` of widths cropped to
 * `ratio`, explicit `width`/`height` and an `aspect-ratio` so nothing moves when it loads
 * (PERFORMANCE.md: CLS ≤ 0.02), lazy below the fold, eager and high priority above it.
 */
export function ResponsiveImage({
  path,
  alt,
  sizes,
  ratio = 1,
  widths = PRODUCT_IMAGE_WIDTHS,
  priority = false,
  localized = true,
  className,
}: ResponsiveImageProps) {
  const { locale } = useLocale();
  const sources = responsiveImageSources(path, { ratio, widths, ...(localized ? { locale } : {}) });
  const aspect = { aspectRatio: String(ratio) };
  if (!sources) {
    return (
      <div
        role="img"
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-slot="image-placeholder"
        style={aspect}
        className={join("flex w-full items-center justify-center bg-muted text-muted-foreground", className)}
      >
        <ImageIcon aria-hidden="true" className="size-8" />
      </div>
    );
  }
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      width={sources.width}
      height={sources.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
      style={aspect}
      className={join("block h-auto w-full bg-muted object-cover", className)}
    />
  );
}
