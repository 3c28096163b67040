import { useState, useSyncExternalStore } from "react";

/**
 * The page of the long list the shopper is looking at, as its first visible row changes while it
 * scrolls. A tiny store rather than state of the list page: only the pagination bar subscribes, so
 * crossing a page boundary re-renders that bar, not the whole page (filters, sort, title…) in the
 * middle of a scroll (PERFORMANCE.md: no long task > 50 ms). Listeners hear of page changes only,
 * not of every row.
 */
export interface VisiblePageStore {
  /** Told the index of the first visible row (stable: safe to hand to a memoised list). */
  setFirstVisible(index: number): void;
  getPage(): number;
  subscribe(listener: () => void): () => void;
}

export function createVisiblePageStore(initialPage: number, pageSize: number): VisiblePageStore {
  let page = initialPage;
  const listeners = new Set<() => void>();
  return {
    setFirstVisible(index) {
      const next = Math.floor(index / pageSize) + 1;
      if (next === page) return;
      page = next;
      for (const listener of listeners) listener();
    },
    getPage: () => page,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A store for the list page's lifetime, starting at `initialPage` (the URL's `?page=`). */
export function useVisiblePageStore(initialPage: number, pageSize: number): VisiblePageStore {
  return useState(() => createVisiblePageStore(initialPage, pageSize))[0];
}

/** The page the shopper is looking at; re-renders the caller only when it changes. */
export function useVisiblePage(store: VisiblePageStore): number {
  return useSyncExternalStore(store.subscribe, store.getPage, store.getPage);
}
