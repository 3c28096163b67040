import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ResponsiveImage } from "./responsive-image";

/** How wide the main picture of a product page is drawn. */
const MAIN_SIZES = "(min-width: 768px) 50vw, 100vw";

export interface GalleryProps {
  /** Image paths, the chosen variant's first. */
  images: readonly string[];
  /** The product's name (the main picture's text alternative). */
  title: string;
}

/**
 * The product page's pictures: the main one (eager, high priority: it is the page's LCP) and a
 * row of thumbnails, each a button that shows its picture (`aria-pressed` marks the shown one).
 */
export function Gallery({ images, title }: GalleryProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0] ?? null;
  return (
    <div data-slot="gallery" className="flex min-w-0 flex-col gap-3">
      <div className="overflow-hidden rounded-lg border border-border">
        <ResponsiveImage path={current} alt={title} sizes={MAIN_SIZES} priority />
      </div>
      {images.length > 1 ? (
        <ul className="flex snap-x gap-2 overflow-x-auto pb-1">
          {images.map((path, index) => {
            const position = index + 1;
            const count = images.length;
            return (
              <li key={path} className="w-16 shrink-0 snap-start">
                <button
                  type="button"
                  aria-pressed={index === shown}
                  aria-label={t`Show picture ${position} of ${count}`}
                  onClick={() => setShown(index)}
                  className="block w-full overflow-hidden rounded-md border border-border aria-pressed:border-primary aria-pressed:ring-2 aria-pressed:ring-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <ResponsiveImage path={path} alt="" sizes="64px" widths={[64, 128]} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
