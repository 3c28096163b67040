import { Skeleton } from "@storefront/ui/skeleton";

/**
 * Placeholders with the exact boxes of what they stand for (a square picture, the text lines), so
 * the content replaces them without moving anything (PERFORMANCE.md: CLS ≤ 0.02).
 */

/** A product card's placeholder. */
export function ProductCardSkeleton() {
  return (
    <div
      data-slot="product-card-skeleton"
      className="flex h-full flex-col overflow-hidden rounded-lg border border-border"
    >
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-3 w-1/4" />
        <Skeleton className="mt-2 h-9 w-full" />
      </div>
    </div>
  );
}

/** A grid of card placeholders (the product list's grid). */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div aria-busy="true" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}

/** A product rail's placeholder. */
export function ProductRailSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <Skeleton className="h-6 w-48" />
      <div className="flex gap-4 overflow-hidden">
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          <div key={index} className="w-[45%] shrink-0 sm:w-[30%] lg:w-[22%]">
            <ProductCardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The home page's placeholder: banner, category tiles and two rails. */
export function HomeSkeleton() {
  return (
    <div aria-busy="true" data-slot="home-skeleton" className="flex flex-col gap-8 px-4 py-6">
      <Skeleton className="aspect-[3/1] w-full" />
      <div className="grid grid-cols-3 gap-4 sm:grid-cols-6">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          <Skeleton key={index} className="aspect-square w-full" />
        ))}
      </div>
      <ProductRailSkeleton />
      <ProductRailSkeleton />
    </div>
  );
}

/** The product list page's placeholder. */
export function ProductListSkeleton() {
  return (
    <div aria-busy="true" data-slot="products-skeleton" className="flex flex-col gap-4 px-4 py-6">
      <Skeleton className="h-8 w-56" />
      <ProductGridSkeleton />
    </div>
  );
}

/** A product page's placeholder: gallery beside the details. */
export function ProductPageSkeleton() {
  return (
    <div aria-busy="true" data-slot="product-skeleton" className="grid gap-8 px-4 py-6 md:grid-cols-2">
      <Skeleton className="aspect-square w-full" />
      <div className="flex flex-col gap-3">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="mt-4 h-11 w-full" />
      </div>
    </div>
  );
}

/** A list of tiles' placeholder (categories). */
export function TilesSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div aria-busy="true" className="grid grid-cols-2 gap-4 px-4 py-6 sm:grid-cols-3 lg:grid-cols-6">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <Skeleton key={index} className="aspect-square w-full" />
      ))}
    </div>
  );
}
