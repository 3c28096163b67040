import type { LineOwner, LineSnapshot, LineStore } from "@storefront/core/cart";

/** A core line store that can also be re-read from storage (another tab changed it). */
export interface SyncedLineStore extends LineStore {
  /** Re-reads the list of `owner` from storage (no write: the other tab already wrote it). */
  reload(owner: LineOwner): void;
}

/**
 * Wraps a core cart or wishlist store so it can be rebuilt from storage when another tab writes
 * (the `storage` event). Every other operation is core's; subscribers survive the rebuild.
 */
export function createSyncedLineStore(
  create: (owner: LineOwner) => LineStore,
  owner: LineOwner,
): SyncedLineStore {
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  let inner = create(owner);
  let unsubscribe = inner.subscribe(emit);
  return {
    getSnapshot: (): LineSnapshot => inner.getSnapshot(),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set: (line) => inner.set(line),
    remove: (key) => inner.remove(key),
    replace: (lines) => inner.replace(lines),
    login: () => inner.login(),
    logout: (options) => inner.logout(options),
    clear: () => inner.clear(),
    reload(nextOwner) {
      const before = inner.getSnapshot();
      unsubscribe();
      inner = create(nextOwner);
      unsubscribe = inner.subscribe(emit);
      const after = inner.getSnapshot();
      if (after.owner !== before.owner || JSON.stringify(after.list) !== JSON.stringify(before.list)) {
        emit();
      }
    },
  };
}
