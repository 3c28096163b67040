import { useLingui } from "@lingui/react/macro";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@storefront/ui/dialog";
import { ChevronLeftIcon, ChevronRightIcon, ZoomInIcon, ZoomOutIcon } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, type RefObject, useRef, useState } from "react";
import { ResponsiveImage } from "../catalog";
import { useLocale } from "../locale";

/** The large picture's candidate widths: up to a 2× phone, a desktop's full height at 2×. */
const LARGE_WIDTHS: readonly number[] = [480, 640, 960, 1280, 1600, 2000];
/** A horizontal move past this many CSS px (and more sideways than up or down) is a swipe. */
const SWIPE_PX = 50;
/** Two taps within this many ms are a double tap (zoom). */
const DOUBLE_TAP_MS = 300;
/** How much the zoom magnifies. */
const ZOOM = 2.5;

/** Whether the shopper asked for less motion (the zoom then jumps instead of easing). */
const reducedMotion = () =>
  typeof matchMedia !== "undefined" && matchMedia("(prefers-reduced-motion: reduce)").matches;

const CONTROL =
  "inline-flex size-11 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:opacity-40";

export interface LightboxProps {
  images: readonly string[];
  /** The product's name (the dialog's title and the pictures' text alternative). */
  title: string;
  /** The shown picture. */
  index: number;
  onIndexChange(index: number): void;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The page's picture, which gets focus back on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The product's pictures full screen (a Radix dialog): large, previous/next buttons, ArrowLeft /
 * ArrowRight (mirrored in Arabic: the next picture is to the reading direction's end), a swipe on
 * touch screens (pointer events), a zoom (the button, a double click or a double tap; a CSS
 * transform at the point pressed) and "picture N of M". Escape and the close button give focus
 * back to the page's picture. Loaded on first use (the product page's `ProductGallery`).
 */
export default function Lightbox({
  images,
  title,
  index,
  onIndexChange,
  open,
  onOpenChange,
  returnFocusTo,
}: LightboxProps) {
  const { t } = useLingui();
  const { dir } = useLocale();
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState("50% 50%");
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const lastTap = useRef(0);
  const count = images.length;
  const position = index + 1;
  const several = count > 1;

  const go = (step: 1 | -1) => {
    if (!several) return;
    setZoomed(false);
    onIndexChange((index + step + count) % count);
  };
  const toggleZoom = (x?: number, y?: number, box?: DOMRect) => {
    if (!zoomed && box && x !== undefined && y !== undefined) {
      setOrigin(`${((x - box.left) / box.width) * 100}% ${((y - box.top) / box.height) * 100}%`);
    } else if (!zoomed) setOrigin("50% 50%");
    setZoomed(!zoomed);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    // ArrowRight goes to the next picture in English, to the previous one in Arabic.
    const forward = (event.key === "ArrowRight") === (dir === "ltr");
    go(forward ? 1 : -1);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse") return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (!zoomed && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
      // A swipe towards the reading direction's start brings the next picture.
      const next = dir === "ltr" ? dx < 0 : dx > 0;
      go(next ? 1 : -1);
      lastTap.current = 0;
      return;
    }
    if (Math.abs(dx) < 10 && Math.abs(dy) < 10) {
      const now = event.timeStamp;
      if (now - lastTap.current < DOUBLE_TAP_MS) {
        lastTap.current = 0;
        toggleZoom(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());
      } else lastTap.current = now;
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="lightbox"
        showCloseButton
        closeLabel={t`Close`}
        returnFocusTo={returnFocusTo}
        onKeyDown={onKeyDown}
        className="m-0 flex h-dvh max-h-dvh w-full max-w-none flex-col gap-0 overflow-hidden rounded-none border-0 bg-black p-0 text-white sm:max-w-none"
      >
        <DialogTitle className="truncate ps-4 pe-16 pt-5 pb-2 text-base font-medium">{title}</DialogTitle>
        <DialogDescription
          data-slot="lightbox-position"
          aria-live="polite"
          className="ps-4 pe-16 pb-2 text-sm text-white/80"
        >
          {t`Picture ${position} of ${count}`}
        </DialogDescription>
        <div className="relative flex min-h-0 flex-1 items-center justify-center">
          {/* biome-ignore lint/a11y/noStaticElementInteractions: swipes and double taps only; the buttons and arrow keys do the same from the keyboard. */}
          <div
            data-slot="lightbox-stage"
            data-zoomed={zoomed ? "true" : "false"}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              start.current = null;
            }}
            onDoubleClick={(event) =>
              toggleZoom(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect())
            }
            style={{ cursor: zoomed ? "zoom-out" : "zoom-in" }}
            className={`h-full w-full overflow-hidden ${zoomed ? "touch-none" : "touch-pan-y"}`}
          >
            <div className="flex h-full w-full items-center justify-center">
              <div
                style={{
                  width: "min(100%, calc(100dvh - 9rem))",
                  transform: zoomed ? `scale(${ZOOM})` : "none",
                  transformOrigin: origin,
                  transition: reducedMotion() ? "none" : "200ms",
                }}
              >
                <ResponsiveImage
                  key={images[index]}
                  path={images[index] ?? null}
                  alt={t`${title}, picture ${position} of ${count}`}
                  sizes="(min-width: 768px) 80vh, 100vw"
                  widths={LARGE_WIDTHS}
                  priority
                />
              </div>
            </div>
          </div>
          {several ? (
            <>
              <button
                type="button"
                data-slot="lightbox-previous"
                aria-label={t`Previous picture`}
                onClick={() => go(-1)}
                className={`${CONTROL} absolute start-3 top-1/2 -translate-y-1/2`}
              >
                <ChevronLeftIcon aria-hidden="true" className="size-6 rtl:-scale-x-100" />
              </button>
              <button
                type="button"
                data-slot="lightbox-next"
                aria-label={t`Next picture`}
                onClick={() => go(1)}
                className={`${CONTROL} absolute end-3 top-1/2 -translate-y-1/2`}
              >
                <ChevronRightIcon aria-hidden="true" className="size-6 rtl:-scale-x-100" />
              </button>
            </>
          ) : null}
        </div>
        <div className="flex items-center justify-center gap-3 p-3">
          <button
            type="button"
            data-slot="lightbox-zoom"
            aria-pressed={zoomed}
            aria-label={zoomed ? t`Zoom out` : t`Zoom in`}
            onClick={() => toggleZoom()}
            className={CONTROL}
          >
            {zoomed ? (
              <ZoomOutIcon aria-hidden="true" className="size-5" />
            ) : (
              <ZoomInIcon aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
