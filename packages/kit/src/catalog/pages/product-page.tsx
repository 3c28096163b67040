import { Trans, useLingui } from "@lingui/react/macro";
import { breadcrumbJsonLd, isPlentyStock, productJsonLd, productTitle } from "@storefront/core/catalog";
import { idOf } from "@storefront/core/contracts/source-id";
import { Skeleton } from "@storefront/ui/skeleton";
import { Link, useNavigate, useParams, useRouterState } from "@tanstack/react-router";
import { ChevronRightIcon } from "lucide-react";
import { Suspense, useCallback, useId, useMemo, useRef, useState } from "react";
import { lazyComponent } from "../../app";
import { useLocale, useLocalized } from "../../locale";
import { usePartner } from "../../partner";
import { ProductGallery, RecentlyViewedRail, RelatedProductsRail, StickyAddToCart } from "../../product";
import { useDocumentTitle, usePageMeta } from "../../title";
import { Price } from "../price";
import { chooseVariant, defaultUnit, isTicket, unitPrice, unitStock, variantOffer } from "../product-view";
import { type ProductSearch, validateProductSearch } from "../search-params";
import { AddToCartButton, WishlistToggle } from "../shop-actions";
import { SoldBy } from "../sold-by";
import { StockNote } from "../stock-note";
import { UnitPicker } from "../unit-picker";
import { useProduct } from "../use-catalog";
import { useCatalogFlavour } from "../use-catalog-flavour";
import { useLocationSearch } from "../use-location-search";
import { VariantPicker } from "../variant-picker";

// The product route's loader reaches the related products' loading through this chunk.
export { loadRelated } from "../../product";

const VisitDateField = lazyComponent(() => import("../visit-date-field"));

/** The most a shopper can put in the cart at once from the product page. */
const MAX_QTY = 99;

function useProductSearch(): [ProductSearch, (patch: Partial<ProductSearch>) => void] {
  // The URL's choice at once (a variant change needs no loading: the page has every variant).
  const search = useLocationSearch(validateProductSearch);
  const navigate = useNavigate();
  const update = useCallback(
    (patch: Partial<ProductSearch>) => {
      // The choice replaces the history entry and keeps the scroll: it is the same page.
      void navigate({
        to: ".",
        search: (previous: Record<string, unknown>) =>
          validateProductSearch({ ...validateProductSearch(previous), ...patch }),
        replace: true,
        resetScroll: false,
      });
    },
    [navigate],
  );
  return [search, update];
}

/**
 * `/products/$id` and `/products/$id/$slug`: gallery, name, price, stock, the variant choice kept
 * in `variant_id` (spec §2; the page picks the variant from the product's list, so a change never
 * refetches), the unit choice (per kg / per piece), the quantity, add to cart and the wishlist.
 * On marketplaces the vendor links to its page; an adventure park's tickets ask for the visit day
 * (kept in `visit_date`) before they can be booked.
 */
export function ProductPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const localized = useLocalized();
  const flavour = useCatalogFlavour();
  const params = useParams({ strict: false }) as { id?: string };
  const [search, update] = useProductSearch();
  const product = useProduct(params.id ?? "");
  const variant = chooseVariant(product, search.variant_id === undefined ? null : String(search.variant_id));
  const variantId = variant ? idOf(variant._id) : null;
  const offer = variantOffer(product, variant);
  const units = product.other_unit_prices ?? [];
  const [unitId, setUnitId] = useState<string | null>(() => defaultUnit(product)?.id ?? null);
  const unit = units.find((candidate) => candidate.id === unitId) ?? null;
  const stock = unitStock(unit, offer.stock);
  const digital = product.is_digital === true;
  const soldOut = !digital && stock <= 0;
  const [qty, setQty] = useState(1);
  // Catalogue answers show stock exactly only while it is low (core's shownStock): past that the
  // shopper may ask for up to MAX_QTY, and the cart tells them if there are fewer.
  const maxQty = digital || isPlentyStock(stock) ? MAX_QTY : Math.max(1, Math.min(MAX_QTY, stock));
  const quantity = Math.min(qty, maxQty);
  const ticket = flavour.adventurePark && isTicket(product);
  const needsDate = ticket && !search.visit_date;
  const title = productTitle(product, locale);
  const description = localized(product.description, product.description_lang);
  const category = product.category;
  const sku = variant?.sku ?? product.sku;
  const qtyId = useId();
  const buyRow = useRef<HTMLDivElement | null>(null);
  const productId = idOf(product._id);
  useDocumentTitle(title);

  const images = useMemo(() => {
    const paths = [variant?.f_image, ...(product.images ?? []), product.f_image];
    return [...new Set(paths.filter((path): path is string => typeof path === "string" && path !== ""))];
  }, [variant, product]);

  // What crawlers and link previews read in the server's HTML (a no-op in the browser).
  const partner = usePartner();
  const path = useRouterState({ select: (state) => state.location.publicHref.split("?")[0] ?? "" });
  const home = locale === "ar" ? "/ar" : "/";
  usePageMeta({
    description,
    image: images[0] ?? null,
    jsonLd: [
      productJsonLd({
        name: title,
        description,
        images,
        sku,
        price: unit ? unitPrice(unit, offer.price) : offer.price,
        currency: partner.currency.code,
        inStock: digital || stock > 0,
        path,
      }),
      breadcrumbJsonLd([
        { name: t`Home`, path: home },
        ...(category
          ? [
              {
                name: localized(category.name, category.name_lang),
                path: `${locale === "ar" ? "/ar" : ""}/products?category_id=${idOf(category._id)}`,
              },
            ]
          : []),
        { name: title, path },
      ]),
    ],
  });

  // One button, shown in the buy row and, on phones once that row is scrolled away, in the sticky bar.
  const addToCart = (
    <AddToCartButton
      product={product}
      variantId={variantId}
      otherUnitPriceId={unit?.id ?? null}
      qty={quantity}
      disabled={soldOut || needsDate}
      {...(ticket ? { visitDate: search.visit_date ?? null } : {})}
      className="w-full"
    />
  );

  return (
    <>
      <div data-slot="product-page" className="flex flex-col gap-6 px-4 py-6">
        <nav aria-label={t`Breadcrumb`}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            <li>
              <Link to="/" className="hover:underline">
                <Trans>Home</Trans>
              </Link>
            </li>
            {category ? (
              <li className="flex items-center gap-1">
                <ChevronRightIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                <Link
                  to="/products"
                  search={{ category_id: Number(idOf(category._id)) }}
                  className="hover:underline"
                >
                  {localized(category.name, category.name_lang)}
                </Link>
              </li>
            ) : null}
            <li className="flex min-w-0 items-center gap-1">
              <ChevronRightIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              <span aria-current="page" className="truncate text-foreground">
                {title}
              </span>
            </li>
          </ol>
        </nav>
        {/* Tracks of minmax(0, 1fr): a column never grows to its content's width (the thumbnail row). */}
        <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
          <ProductGallery key={variantId ?? "product"} images={images} title={title} />
          <div className="flex min-w-0 flex-col gap-5">
            <div className="flex flex-col gap-2">
              {flavour.marketplace ? <SoldBy product={product} className="text-sm" /> : null}
              <h1 className="text-2xl font-semibold md:text-3xl">{title}</h1>
              <Price
                amount={unit ? unitPrice(unit, offer.price) : offer.price}
                oldAmount={unit ? null : offer.oldPrice}
                className="text-xl"
              />
              <StockNote stock={stock} digital={digital} />
            </div>
            <VariantPicker
              product={product}
              variant={variant}
              onChoose={(id) => update({ variant_id: Number(id) })}
              label={ticket ? t`Ticket type` : undefined}
            />
            <UnitPicker units={units} value={unit?.id ?? null} onChange={setUnitId} basePrice={offer.price} />
            {ticket ? (
              <Suspense fallback={<Skeleton className="h-16 w-64" />}>
                <VisitDateField value={search.visit_date} onChange={(day) => update({ visit_date: day })} />
              </Suspense>
            ) : null}
            <div ref={buyRow} className="flex flex-wrap items-end gap-3">
              <div className="flex flex-col gap-1">
                <label htmlFor={qtyId} className="text-sm font-medium">
                  <Trans>Quantity</Trans>
                </label>
                <input
                  id={qtyId}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={maxQty}
                  value={quantity}
                  disabled={soldOut}
                  onChange={(event) => setQty(Math.max(1, Math.floor(Number(event.target.value) || 1)))}
                  className="h-10 w-20 rounded-md border border-border bg-background px-2 text-center focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                />
              </div>
              <div className="min-w-48 flex-1">{addToCart}</div>
              <WishlistToggle product={product} variantId={variantId} />
            </div>
            {needsDate ? (
              <p className="text-sm text-muted-foreground" data-slot="visit-date-hint">
                <Trans>Choose your visit date to book tickets.</Trans>
              </p>
            ) : null}
            {description ? (
              <section aria-labelledby={`${qtyId}-about`} className="flex flex-col gap-2">
                <h2 id={`${qtyId}-about`} className="text-lg font-semibold">
                  {ticket ? <Trans>About this ticket</Trans> : <Trans>About this product</Trans>}
                </h2>
                <p className="text-sm leading-relaxed">{description}</p>
              </section>
            ) : null}
            {sku ? (
              <p className="text-xs text-muted-foreground">
                <Trans>SKU: {sku}</Trans>
              </p>
            ) : null}
          </div>
        </div>
      </div>
      {/* The extras below the product, outside it: their cards have their own cart buttons. */}
      <div data-slot="product-extras" className="flex flex-col gap-6 px-4 pb-6">
        <RelatedProductsRail productId={productId} />
        <RecentlyViewedRail productId={productId} />
      </div>
      <StickyAddToCart
        watch={buyRow}
        title={title}
        price={
          <Price
            amount={unit ? unitPrice(unit, offer.price) : offer.price}
            oldAmount={unit ? null : offer.oldPrice}
            className="text-sm"
          />
        }
      >
        {addToCart}
      </StickyAddToCart>
    </>
  );
}
