import { useLingui } from "@lingui/react/macro";
import { Suspense, useMemo, useRef, useState } from "react";
import { lazyComponent } from "../app";
import { Gallery } from "../catalog";

const loadLightbox = () => import("./lightbox");
const Lightbox = lazyComponent(loadLightbox);

export interface ProductGalleryProps {
  /** Image paths, the chosen variant's first. */
  images: readonly string[];
  /** The product's name. */
  title: string;
}

/**
 * The product page's gallery whose main picture opens the pictures full screen (`Lightbox`). The
 * lightbox's code is not in the page's first load: it is fetched when the pointer comes over the
 * picture or it gets focus, and rendered from the first opening on.
 */
export function ProductGallery({ images, title }: ProductGalleryProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(0);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const picture = useRef<HTMLButtonElement | null>(null);
  const opener = useMemo(
    () => ({
      ref: picture,
      open: (index: number) => {
        setShown(index);
        setUsed(true);
        setOpen(true);
      },
      preload: () => {
        void loadLightbox().catch(() => {});
      },
      label: (position: number, count: number) => t`View picture ${position} of ${count} full screen`,
    }),
    [t],
  );
  return (
    <>
      <Gallery images={images} title={title} shown={shown} onShownChange={setShown} opener={opener} />
      {used ? (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            title={title}
            index={shown}
            onIndexChange={setShown}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={picture}
          />
        </Suspense>
      ) : null}
    </>
  );
}
