import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { IsolatedRun } from "@storefront/ui/isolated-run";
import { Link, useSearch } from "@tanstack/react-router";
import { Suspense, useId, useMemo } from "react";
import { lazyComponent } from "../../app";
import { useLocalized } from "../../locale";
import { useDocumentTitle } from "../../title";
import { ListPagination } from "../list-pagination";
import { ProductFilters } from "../product-filters";
import { ProductGrid } from "../product-grid";
import { ProductRowSkeleton } from "../product-row";
import { NearestSpellings, NoResults } from "../search-outcome";
import {
  PAGE_SIZE,
  PRODUCT_SORT_ORDERS,
  type ProductListPreset,
  type ProductSort,
  type ProductsSearch,
  toProductListQuery,
  validateProductsSearch,
} from "../search-params";
import { useAttributes, useCategories, useProducts, useVendor } from "../use-catalog";
import { useCatalogFlavour } from "../use-catalog-flavour";
import { useListNavigation } from "../use-list-navigation";
import { useLocationSearch } from "../use-location-search";
import { VendorHeader } from "../vendor-header";
import { useVisiblePage, useVisiblePageStore, type VisiblePageStore } from "../visible-page";

/** Beyond this many products a list is virtualised instead of paginated into a grid. */
export const LONG_LIST_THRESHOLD = 60;

const LongProductList = lazyComponent(() => import("../long-product-list"));

/** `/products`: every product, filtered, sorted and paginated through the URL. */
export function ProductsPage() {
  return <ProductListPage preset={NO_PRESET} />;
}

/** `/digital-products` (retail): the digital products only. */
export function DigitalProductsPage() {
  return <ProductListPage preset={DIGITAL} />;
}

const NO_PRESET: ProductListPreset = {};
const DIGITAL: ProductListPreset = { kind: "digital" };

function SortSelect({ value, searching }: { value: ProductSort | undefined; searching: boolean }) {
  const { t } = useLingui();
  const update = useListNavigation();
  const id = useId();
  const labels: Record<ProductSort, string> = {
    relevance: t`Best match`,
    newest: t`Newest`,
    price_asc: t`Price: low to high`,
    price_desc: t`Price: high to low`,
    name_asc: t`Name: A to Z`,
    name_desc: t`Name: Z to A`,
  };
  // A search lists the best match first by default; other lists the newest.
  const fallback: ProductSort = searching ? "relevance" : "newest";
  const orders = PRODUCT_SORT_ORDERS.filter((sort) => searching || sort !== "relevance");
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted-foreground">
        <Trans>Sort by</Trans>
      </label>
      <select
        id={id}
        value={value && orders.includes(value) ? value : fallback}
        onChange={(event) => {
          const sort = event.target.value as ProductSort;
          update({ sort: sort === fallback ? undefined : sort });
        }}
        className="h-9 rounded-md border border-border bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {orders.map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}

function VendorTitle({ id }: { id: number }) {
  return <VendorHeader vendor={useVendor(String(id))} />;
}

function useListTitle(search: ProductsSearch, preset: ProductListPreset): string {
  const { t } = useLingui();
  const localized = useLocalized();
  const flavour = useCatalogFlavour();
  const categories = useCategories();
  if (preset.kind === "digital") return t`Digital products`;
  if (search.key_word_id !== undefined) return t`Search results`;
  const key = search.key;
  if (key) return t`Results for “${key}”`;
  const category = categories.find((candidate) => candidate._id === String(search.category_id));
  if (category) return localized(category.name, category.name_lang);
  return flavour.adventurePark ? t`Tickets and passes` : t`All products`;
}

/**
 * A product list: filters (category, attributes), sort and page live in the URL (validated by the
 * route's `validateSearch`). Up to `LONG_LIST_THRESHOLD` products it is a paginated grid of
 * cards; a longer list (the `bulk` partner) loads the virtual list module and scrolls through all
 * of them from the first, its page bar (compact: one row on a phone) following the scroll. A page
 * of it (`?page=417`, a link of that bar) is that page's products as a grid with its pagination,
 * the footer below it — not the whole list scrolled 5,000 rows down, whose end no shopper reaches
 * (issue 43). A `vendor_id` makes it the vendor's page on marketplaces.
 */
export function ProductListPage({ preset }: { preset: ProductListPreset }) {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => validateProductsSearch(raw), [raw]);
  const query = useMemo(() => toProductListQuery(search, preset), [search, preset]);
  const data = useProducts(query);
  const categories = useCategories();
  const attributes = useAttributes();
  // The controls follow the URL at once; the list shows what the loader loaded.
  const pendingSearch = useLocationSearch(validateProductsSearch);
  const title = useListTitle(search, preset);
  useDocumentTitle(title);
  const page = search.page ?? 1;
  const long = data.total > LONG_LIST_THRESHOLD;
  // The page scrolled to lives in a store only the pagination bar reads (see visible-page.ts).
  const visiblePage = useVisiblePageStore(page, PAGE_SIZE);
  const pageCount = Math.max(1, Math.ceil(data.total / PAGE_SIZE));

  return (
    <div data-slot="product-list-page" className="flex flex-col gap-6 px-4 py-6">
      {search.vendor_id !== undefined ? (
        <VendorTitle id={search.vendor_id} />
      ) : (
        <h1 className="text-2xl font-semibold">
          {/* The shopper's words keep their own direction inside the page's sentence. */}
          <IsolatedRun text={title} run={search.key} />
        </h1>
      )}
      <div className="grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
        <aside>
          <ProductFilters
            search={pendingSearch}
            categories={categories}
            attributes={attributes}
            facets={data.facets}
          />
        </aside>
        <section aria-label={title} className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground" data-slot="result-count">
              <Plural value={data.total} one="# product" other="# products" />
            </p>
            <SortSelect
              value={pendingSearch.sort}
              searching={pendingSearch.key !== undefined || pendingSearch.key_word_id !== undefined}
            />
          </div>
          {data.search?.fuzzy && data.search.corrected_key ? (
            <NearestSpellings typed={search.key ?? ""} corrected={data.search.corrected_key} />
          ) : null}
          {data.total === 0 ? (
            <NoResults categories={categories} />
          ) : long && page === 1 ? (
            <>
              <Suspense fallback={<LongListFallback />}>
                <LongProductList
                  search={search}
                  preset={preset}
                  total={data.total}
                  startIndex={0}
                  onFirstVisible={visiblePage.setFirstVisible}
                />
              </Suspense>
              {/* Stuck to the bottom of the window while the list scrolls (the header holds the top). */}
              <div className="sticky bottom-0 z-10 border-t border-border bg-background/95 py-2 backdrop-blur">
                <VisiblePagination store={visiblePage} pageCount={pageCount} />
              </div>
            </>
          ) : data.items.length === 0 ? (
            <p data-slot="no-results" className="py-12 text-center text-muted-foreground">
              <Trans>
                There are no products on this page.{" "}
                <Link to="." search={{ ...search, page: undefined }} className="text-primary underline">
                  Go to the first page
                </Link>
              </Trans>
            </p>
          ) : (
            <>
              <ProductGrid products={data.items} />
              <ListPagination page={page} pageCount={data.last_page} compact={long} className="pt-4" />
            </>
          )}
        </section>
      </div>
    </div>
  );
}

/** The long list's pagination, following the page scrolled to (the only reader of the store). */
function VisiblePagination({ store, pageCount }: { store: VisiblePageStore; pageCount: number }) {
  return <ListPagination page={useVisiblePage(store)} pageCount={pageCount} compact />;
}

function LongListFallback() {
  return (
    <div aria-busy="true">
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <div key={index} className="h-[88px]">
          <ProductRowSkeleton />
        </div>
      ))}
    </div>
  );
}
