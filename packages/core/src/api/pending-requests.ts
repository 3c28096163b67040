/** The loader's state (spec §3): the loading flag and the pending request count. */
export interface PendingSnapshot {
  readonly pending: number;
  readonly loading: boolean;
}

/** The hooks the API client calls around a request flagged `showLoader`. */
export interface LoaderHooks {
  start(): void;
  end(): void;
}

/** A pending-request counter with `subscribe`/`getSnapshot` (for `useSyncExternalStore`). */
export interface PendingRequests extends LoaderHooks {
  getSnapshot(): PendingSnapshot;
  subscribe(listener: () => void): () => void;
}

/**
 * Creates the loader counter (spec §4): loading from the first flagged request until the count
 * returns to zero. The client calls `end()` on success and on failure alike; the count never goes
 * below zero. One counter per app mount — there is no shared module state.
 */
export function createPendingRequests(): PendingRequests {
  const listeners = new Set<() => void>();
  let snapshot: PendingSnapshot = Object.freeze({ pending: 0, loading: false });
  const set = (pending: number) => {
    if (pending === snapshot.pending) return;
    snapshot = Object.freeze({ pending, loading: pending > 0 });
    for (const listener of [...listeners]) listener();
  };
  return {
    start: () => set(snapshot.pending + 1),
    end: () => set(Math.max(0, snapshot.pending - 1)),
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
