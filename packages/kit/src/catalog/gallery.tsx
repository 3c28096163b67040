import { useLingui } from "@lingui/react/macro";
import { type RefObject, useState } from "react";
import { ResponsiveImage } from "./responsive-image";

/** How wide the main picture of a product page is drawn. */
const MAIN_SIZES = "(min-width: 768px) 50vw, 100vw";

/** The main picture as a button that opens the pictures large (the product page's lightbox). */
export interface GalleryOpener {
  /** Opens the pictures at `index`. */
  open(index: number): void;
  /** The picture is about to be used (pointer over it, focus): fetch what opening needs. */
  preload(): void;
  /** The button's accessible name for the shown picture (already translated). */
  label(position: number, count: number): string;
  /** Where focus goes back to when the pictures close. */
  ref: RefObject<HTMLButtonElement | null>;
}

export interface GalleryProps {
  /** Image paths, the chosen variant's first. */
  images: readonly string[];
  /** The product's name (the main picture's text alternative). */
  title: string;
  /** The shown picture, when the owner keeps it (the lightbox moves it too). */
  shown?: number;
  onShownChange?: (index: number) => void;
  /** Makes the main picture open the pictures large. */
  opener?: GalleryOpener;
}

/**
 * The product page's pictures: the main one (eager, high priority: it is the page's LCP) and a
 * row of thumbnails, each a button that shows its picture (`aria-pressed` marks the shown one).
 * With an `opener` the main picture is a button that opens them large.
 */
export function Gallery({ images, title, shown: controlled, onShownChange, opener }: GalleryProps) {
  const { t } = useLingui();
  const [own, setOwn] = useState(0);
  const shown = controlled ?? own;
  const setShown = (index: number) => {
    setOwn(index);
    onShownChange?.(index);
  };
  const current = images[shown] ?? images[0] ?? null;
  const picture = <ResponsiveImage path={current} alt={title} sizes={MAIN_SIZES} priority />;
  return (
    <div data-slot="gallery" className="flex min-w-0 flex-col gap-3">
      <div className="overflow-hidden rounded-lg border border-border">
        {opener && current ? (
          <button
            ref={opener.ref}
            type="button"
            data-slot="gallery-open"
            aria-label={opener.label(shown + 1, images.length)}
            onClick={() => opener.open(shown)}
            onPointerEnter={opener.preload}
            onFocus={opener.preload}
            className="block w-full cursor-pointer focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
          >
            {picture}
          </button>
        ) : (
          picture
        )}
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
