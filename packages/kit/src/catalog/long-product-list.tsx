import { useLingui } from "@lingui/react/macro";
import { useQueries } from "@tanstack/react-query";
import { useWindowVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useApiClient } from "../api";
import { PRODUCT_ROW_HEIGHT, ProductRow, ProductRowSkeleton } from "./product-row";
import { productsQueryOptions } from "./queries";
import {
  type ProductListPreset,
  type ProductsSearch,
  toProductListQuery,
  withoutPage,
} from "./search-params";

/** Products fetched per request while scrolling (the API's largest page). */
export const LONG_LIST_BLOCK = 100;

/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 3;

/** Rows ahead of the viewport whose block is fetched before they scroll into view. */
const PREFETCH_ROWS = 24;

export interface LongProductListProps {
  /** The list's filters (its page only positions the list). */
  search: ProductsSearch;
  preset: ProductListPreset;
  /** How many products match. */
  total: number;
  /** The row to start at (the first row of `?page=`). */
  startIndex: number;
  /** Told the index of the first visible row as the shopper scrolls. */
  onFirstVisible?: (index: number) => void;
}

/**
 * The long product list (thousands of products, the `bulk` partner's 10,000): a window-scrolled
 * virtual list of fixed-height rows. Only the rows on screen and a few either side are in the DOM
 * (PERFORMANCE.md: ≤ 300 nodes, ≥ 55 fps); products are fetched in blocks of 100 as their rows
 * come near, and a row waiting for its block shows a placeholder of the same height. Every callback
 * the virtualiser gets is stable, and rows are memoised on their product.
 * This module (and @tanstack/react-virtual) is loaded only when a list is long.
 */
export const LongProductList = memo(function LongProductList({
  search,
  preset,
  total,
  startIndex,
  onFirstVisible,
}: LongProductListProps) {
  const { t } = useLingui();
  const client = useApiClient();
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const onFirstVisibleRef = useRef(onFirstVisible);
  onFirstVisibleRef.current = onFirstVisible;

  // The list starts below the page's header and filters: the virtualiser needs that offset.
  useLayoutEffect(() => {
    const element = listRef.current;
    if (element) setScrollMargin(Math.max(0, element.getBoundingClientRect().top + window.scrollY));
  }, []);

  const estimateSize = useCallback(() => PRODUCT_ROW_HEIGHT, []);
  const getItemKey = useCallback((index: number) => index, []);
  const onChange = useCallback((instance: Virtualizer<Window, Element>) => {
    const first = instance.range?.startIndex;
    if (first !== undefined) onFirstVisibleRef.current?.(first);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: total,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    scrollMargin,
    onChange,
  });

  useEffect(() => {
    if (startIndex > 0 && startIndex < total) virtualizer.scrollToIndex(startIndex, { align: "start" });
  }, [startIndex, total, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const firstRow = Math.max(0, (items[0]?.index ?? startIndex) - PREFETCH_ROWS);
  const lastRow = Math.min(total - 1, (items[items.length - 1]?.index ?? startIndex) + PREFETCH_ROWS);
  const firstBlock = Math.floor(firstRow / LONG_LIST_BLOCK);
  const lastBlock = Math.max(firstBlock, Math.floor(lastRow / LONG_LIST_BLOCK));
  const filters = useMemo(() => withoutPage(search), [search]);
  // The list re-renders each time a row scrolls in or out; the blocks change every 100 rows. Same
  // options array until then: useQueries re-syncs its observers (hashing every key) whenever it
  // gets a new one.
  const blockIndexes = useMemo(
    () => Array.from({ length: lastBlock - firstBlock + 1 }, (_, i) => firstBlock + i),
    [firstBlock, lastBlock],
  );
  const queries = useMemo(
    () =>
      blockIndexes.map((block) =>
        productsQueryOptions(
          client,
          toProductListQuery({ ...filters, page: block + 1 }, preset, LONG_LIST_BLOCK),
        ),
      ),
    [blockIndexes, client, filters, preset],
  );
  const results = useQueries({ queries });
  const blocks = new Map(blockIndexes.map((block, i) => [block, results[i]?.data?.items]));

  return (
    <ul
      ref={listRef}
      aria-label={t`Products`}
      data-slot="long-product-list"
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const product = blocks.get(Math.floor(item.index / LONG_LIST_BLOCK))?.[item.index % LONG_LIST_BLOCK];
        return (
          <li
            key={item.key}
            aria-posinset={item.index + 1}
            aria-setsize={total}
            data-index={item.index}
            className="absolute inset-x-0 top-0"
            style={{ height: item.size, transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            {product ? <ProductRow product={product} /> : <ProductRowSkeleton />}
          </li>
        );
      })}
    </ul>
  );
});

export default LongProductList;
