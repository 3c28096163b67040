import { Trans } from "@lingui/react/macro";
import { selectedVariantId, toProductCard } from "@storefront/core/catalog";
import type { Product } from "@storefront/core/contracts/product";
import { buttonVariants } from "@storefront/ui/button";
import { Link } from "@tanstack/react-router";
import { memo, useMemo } from "react";
import { useLocale, useLocalized } from "../locale";
import { Money } from "../money";
import { isTicket, productLinkTarget, productVendor } from "./product-view";
import { ResponsiveImage } from "./responsive-image";
import { AddToCartButton } from "./shop-actions";
import { useCatalogFlavour } from "./use-catalog-flavour";

/** Height of a row of the long list, in CSS px (fixed: the virtualiser never measures). */
export const PRODUCT_ROW_HEIGHT = 88;

/** The picture's `srcset` widths (64 px drawn, 1× and 2×). */
const ROW_IMAGE_WIDTHS: readonly number[] = [64, 128];

/**
 * One compact row of the long product list: picture, title (and vendor on marketplaces), price,
 * and add to cart — or a link to the product page when a choice is needed. Deliberately lean
 * (about a dozen elements with the button) so a screenful of rows stays far below the DOM budget
 * of the 10,000-product list (PERFORMANCE.md: ≤ 300 nodes).
 */
export const ProductRow = memo(function ProductRow({ product }: { product: Product }) {
  const { locale } = useLocale();
  const localized = useLocalized();
  const flavour = useCatalogFlavour();
  const card = useMemo(() => toProductCard(product, { locale }), [product, locale]);
  const link = productLinkTarget(product);
  const vendor = flavour.marketplace ? productVendor(product) : null;
  const needsPage = card.hasVariants || (flavour.adventurePark && isTicket(product));
  return (
    <div
      data-slot="product-row"
      data-product-id={card.id}
      // On a phone a grid: the price above the button beside the name, which keeps most of the
      // row's width (one line of it beside both held "Mini …"); from `sm` one line of all.
      className="grid h-full grid-cols-[minmax(0,1fr)_auto] content-center items-center gap-x-3 gap-y-1 border-b border-border px-2 sm:flex sm:gap-3"
    >
      {/* One link for picture and title: a router `Link` subscribes to the router and builds its
          location when it mounts, and the long list mounts a row every few frames while it
          scrolls (PERFORMANCE.md: ≥ 55 fps at CPU ×4). */}
      <Link {...link} className="group row-span-2 flex min-w-0 flex-1 items-center gap-3 text-sm font-medium">
        <span className="size-16 shrink-0 overflow-hidden rounded-md">
          <ResponsiveImage path={card.img} alt="" sizes="64px" widths={ROW_IMAGE_WIDTHS} />
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          {/* Two lines for the name: on a phone one line held "Mini …" of it (issue 43). */}
          <span data-slot="product-row-title" className="line-clamp-2 break-words group-hover:underline">
            {card.title}
          </span>
          {vendor ? (
            <span className="truncate text-xs font-normal text-muted-foreground group-hover:underline">
              {localized(vendor.name, vendor.nameLang)}
            </span>
          ) : null}
        </span>
      </Link>
      <Money
        amount={card.price}
        data-slot="price-amount"
        className="shrink-0 justify-self-end text-sm font-semibold"
      />
      {needsPage ? (
        <Link
          {...link}
          className={buttonVariants({
            size: "sm",
            variant: "outline",
            className: "shrink-0 justify-self-end sm:min-w-32",
          })}
        >
          <Trans>Options</Trans>
        </Link>
      ) : (
        <AddToCartButton
          product={product}
          variantId={selectedVariantId(product)}
          disabled={!card.canUseBtn}
          className="shrink-0 justify-self-end sm:min-w-32"
        />
      )}
    </div>
  );
});

/** A row's placeholder while its block of products loads. */
export function ProductRowSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-slot="product-row-skeleton"
      className="flex h-full items-center gap-3 border-b border-border px-2"
    >
      <div className="size-16 shrink-0 animate-pulse rounded-md bg-muted motion-reduce:animate-none" />
      <div className="h-4 flex-1 animate-pulse rounded bg-muted motion-reduce:animate-none" />
    </div>
  );
}
