import { Trans, useLingui } from "@lingui/react/macro";
import { selectedVariantId, toProductCard } from "@storefront/core/catalog";
import type { Product } from "@storefront/core/contracts/product";
import { buttonVariants } from "@storefront/ui/plain-button";
import { Link } from "@tanstack/react-router";
import { memo, useMemo, useState } from "react";
import { useLocale } from "../locale";
import { Price } from "./price";
import { defaultUnit, isTicket, productLinkTarget, unitPrice, unitStock } from "./product-view";
import { ResponsiveImage } from "./responsive-image";
import { AddToCartButton, WishlistToggle } from "./shop-actions";
import { SoldBy } from "./sold-by";
import { StockNote } from "./stock-note";
import { UnitPicker } from "./unit-picker";
import { useCatalogFlavour } from "./use-catalog-flavour";

/** How wide a card's picture is drawn: two columns on phones, up to four on wide screens. */
export const CARD_IMAGE_SIZES = "(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw";

/** Pictures a card's slider shows at most. */
const MAX_SLIDES = 4;

export interface ProductCardProps {
  product: Product;
  /** Above the fold: its picture loads eagerly with high priority (the first cards of a page). */
  priority?: boolean;
  /** The `sizes` of its picture (e.g. narrower in a rail). */
  sizes?: string;
  /** The heading level of the title (3 below a section heading). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A product card: the card view model of spec §3 (core's `toProductCard`) — title in the page
 * locale, picture (a slider when the product has several), price, stock, the unit choice for
 * products sold per kg / per piece, the vendor on marketplaces, add to cart when no choice is
 * needed (`canUseBtn`), else a link to choose options, and the wishlist toggle.
 */
export const ProductCard = memo(function ProductCard({
  product,
  priority = false,
  sizes = CARD_IMAGE_SIZES,
  headingLevel = 3,
  className,
}: ProductCardProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const flavour = useCatalogFlavour();
  const card = useMemo(() => toProductCard(product, { locale }), [product, locale]);
  const link = useMemo(() => productLinkTarget(product), [product]);
  const [unitId, setUnitId] = useState<string | null>(() => defaultUnit(product)?.id ?? null);
  const unit = card.otherUnitPrices.find((candidate) => candidate.id === unitId) ?? null;
  const price = unit ? unitPrice(unit, card.price) : card.price;
  const oldPrice = unit ? null : (product.price_master?.old_price ?? null);
  const stock = unit ? unitStock(unit, card.totalInStock) : card.totalInStock;
  const title = card.title;
  const ticket = flavour.adventurePark && isTicket(product);
  const variantId = selectedVariantId(product);
  const Heading = `h${headingLevel}` as const;
  const slides = card.isSlider
    ? [
        ...new Set([card.img, ...(product.images ?? [])].filter((path): path is string => Boolean(path))),
      ].slice(0, MAX_SLIDES)
    : [];

  return (
    <article
      data-slot="product-card"
      data-product-id={card.id}
      className={`relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-background${className ? ` ${className}` : ""}`}
    >
      <Link {...link} tabIndex={-1} aria-hidden="true" className="block" data-slot="product-card-image">
        {slides.length > 1 ? (
          <div className="flex snap-x snap-mandatory overflow-x-auto" data-slot="product-card-slider">
            {slides.map((path, index) => (
              <div key={path} className="w-full shrink-0 snap-start">
                <ResponsiveImage
                  path={path}
                  alt={index === 0 ? card.title : ""}
                  sizes={sizes}
                  priority={priority && index === 0}
                />
              </div>
            ))}
          </div>
        ) : (
          <ResponsiveImage path={card.img} alt={card.title} sizes={sizes} priority={priority} />
        )}
      </Link>
      <div className="absolute end-2 top-2">
        <WishlistToggle product={product} variantId={variantId} />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        {flavour.marketplace ? <SoldBy product={product} className="truncate text-xs" /> : null}
        <Heading className="line-clamp-2 text-sm font-medium">
          <Link {...link} className="hover:underline focus-visible:underline" data-slot="product-card-link">
            {card.title}
          </Link>
        </Heading>
        <Price amount={price} oldAmount={oldPrice} />
        <StockNote stock={stock} digital={product.is_digital === true} className="text-xs" />
        <UnitPicker
          compact
          units={card.otherUnitPrices}
          value={unitId}
          onChange={setUnitId}
          basePrice={card.price}
        />
        <div className="mt-auto flex items-center gap-2 pt-2">
          {ticket ? (
            <Link {...link} className={buttonVariants({ size: "sm", className: "w-full" })}>
              <Trans>Book tickets</Trans>
            </Link>
          ) : card.canUseBtn ? (
            <AddToCartButton
              product={product}
              variantId={variantId}
              otherUnitPriceId={unit?.id ?? null}
              className="w-full"
            />
          ) : card.hasVariants ? (
            <Link
              {...link}
              className={buttonVariants({ size: "sm", variant: "outline", className: "w-full" })}
              aria-label={t`Choose options for ${title}`}
            >
              <Trans>Choose options</Trans>
            </Link>
          ) : (
            <AddToCartButton product={product} variantId={variantId} disabled className="w-full" />
          )}
        </div>
      </div>
    </article>
  );
});
