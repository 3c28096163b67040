import { useLingui } from "@lingui/react/macro";
import type { Product } from "@storefront/core/contracts/product";
import { idOf } from "@storefront/core/contracts/source-id";
import { Link, type LinkProps } from "@tanstack/react-router";
import { useId } from "react";
import { HydrateApart } from "../app";
import { ProductCard } from "./product-card";
import { SliderButtons } from "./slider-buttons";
import { useScroller } from "./use-scroller";

/** A rail card's picture width: about 2 cards on phones, 3 on tablets, 4–5 on wide screens. */
const RAIL_IMAGE_SIZES = "(min-width: 1024px) 22vw, (min-width: 640px) 30vw, 45vw";

export interface ProductRailProps {
  title: string;
  products: readonly Product[];
  /** The "See all" link (e.g. the rail's category in the product list). */
  seeAll?: Pick<LinkProps, "to" | "search">;
  /** The rail is at the top of the page: its first cards' pictures load eagerly. */
  priority?: boolean;
}

/**
 * A titled row of product cards that slides sideways: native horizontal scrolling with CSS scroll
 * snap (no carousel library), previous/next buttons that page through it in the reading direction
 * (mirrored in Arabic) and turn off at either end. Every card's links stay in the tab order and
 * focusing one scrolls it into view, so the rail is fully usable from the keyboard.
 */
export function ProductRail({ title, products, seeAll, priority = false }: ProductRailProps) {
  const { t } = useLingui();
  const headingId = useId();
  const listId = useId();
  const scroller = useScroller<HTMLUListElement>();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-slot="product-rail" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        <div className="flex items-center gap-3">
          {seeAll ? (
            <Link
              {...seeAll}
              aria-label={t`See all ${title}`}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t`See all`}
            </Link>
          ) : null}
          <SliderButtons
            controls={listId}
            previousLabel={t`Previous products`}
            nextLabel={t`Next products`}
            atStart={scroller.atStart}
            atEnd={scroller.atEnd}
            page={scroller.page}
          />
        </div>
      </div>
      <ul
        ref={scroller.ref}
        id={listId}
        aria-labelledby={headingId}
        data-slot="product-rail-list"
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-2 motion-reduce:scroll-auto"
      >
        {products.map((product, index) => (
          <li
            key={idOf(product._id)}
            className="skip-offscreen w-[45%] shrink-0 snap-start sm:w-[30%] lg:w-[22%]"
          >
            <HydrateApart>
              <ProductCard product={product} sizes={RAIL_IMAGE_SIZES} priority={priority && index < 2} />
            </HydrateApart>
          </li>
        ))}
      </ul>
    </section>
  );
}
