import type { CartLine } from "../contracts/cart-line.js";
import type { StorageLike } from "../storage/storage.js";
import { removeRaw } from "../storage/storage.js";
import { writeStoredJson } from "../storage/stored-json.js";
import type { LineKey } from "./line-key.js";
import { type LineAction, type LineInput, reduceLines } from "./line-reducer.js";
import { readLines } from "./read-lines.js";

/** Who the lines belong to: a guest (temporary copy) or a logged-in user. */
export type LineOwner = "guest" | "user";

/** A store's immutable state; the same object is returned until something changes. */
export interface LineSnapshot {
  readonly list: readonly CartLine[];
  readonly length: number;
  readonly owner: LineOwner;
}

/**
 * A framework-free list store with `subscribe`/`getSnapshot`, shaped for React's
 * `useSyncExternalStore` (or a jotai atom): every change persists the list under the owner's key
 * and notifies listeners once.
 */
export interface LineStore {
  /** The current state (stable identity between changes). */
  getSnapshot(): LineSnapshot;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Adds or replaces the matching line (qty ≠ 0) or removes it (qty = 0). False when rejected. */
  set(line: LineInput): boolean;
  /** Removes the line matching the key. */
  remove(key: LineKey): void;
  /** Replaces the whole list (e.g. with the server's list after login); invalid lines are dropped. */
  replace(lines: readonly unknown[]): void;
  /** Logs in: the temporary copy is discarded and the user's saved copy loaded (spec §4). */
  login(): void;
  /**
   * Logs out (spec §4). By default the list is emptied and both copies removed. With
   * `keep: true` the list stays, now as the guest's temporary copy, and the user copy is kept.
   */
  logout(options?: { keep?: boolean }): void;
  /** Empties the list and removes both stored copies (spec §4: clearing removes both). */
  clear(): void;
}

/** Options of `createLineStore`. */
export interface LineStoreOptions {
  storage: StorageLike;
  /** Storage keys: `guest` for the temporary copy, `user` for the logged-in copy. */
  keys: { guest: string; user: string };
  /** Who owns the list at creation (a user is logged in → "user"). */
  owner: LineOwner;
  /** The store's length rule: the cart sums quantities, the wishlist counts lines. */
  lengthOf(lines: readonly CartLine[]): number;
}

/** Creates a line store over an injected storage; the cart and wishlist stores are built on it. */
export function createLineStore(options: LineStoreOptions): LineStore {
  const { storage, keys, lengthOf } = options;
  const listeners = new Set<() => void>();
  const snapshotOf = (list: readonly CartLine[], owner: LineOwner): LineSnapshot =>
    Object.freeze({ list, length: lengthOf(list), owner });
  let snapshot = snapshotOf(readLines(storage, keys[options.owner]), options.owner);

  const publish = (list: readonly CartLine[], owner: LineOwner) => {
    if (list === snapshot.list && owner === snapshot.owner) return;
    snapshot = snapshotOf(list, owner);
    for (const listener of [...listeners]) listener();
  };
  const apply = (action: LineAction): boolean => {
    const list = reduceLines(snapshot.list, action);
    if (list === snapshot.list) return false;
    writeStoredJson(storage, keys[snapshot.owner], list);
    publish(list, snapshot.owner);
    return true;
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(line) {
      const before = snapshot.list;
      apply({ type: "set", line });
      // A qty-0 removal of a missing line is not a rejection.
      return snapshot.list !== before || (line.qty === 0 && Number.isSafeInteger(line.qty));
    },
    remove(key) {
      apply({ type: "remove", key });
    },
    replace(lines) {
      const list = reduceLines(snapshot.list, { type: "replace", lines });
      writeStoredJson(storage, keys[snapshot.owner], list);
      publish(list, snapshot.owner);
    },
    login() {
      removeRaw(storage, keys.guest);
      publish(readLines(storage, keys.user), "user");
    },
    logout(opts = {}) {
      if (opts.keep) {
        writeStoredJson(storage, keys.guest, snapshot.list);
        publish(snapshot.list, "guest");
        return;
      }
      removeRaw(storage, keys.user);
      removeRaw(storage, keys.guest);
      publish(snapshot.list.length === 0 ? snapshot.list : [], "guest");
    },
    clear() {
      removeRaw(storage, keys.user);
      removeRaw(storage, keys.guest);
      publish(snapshot.list.length === 0 ? snapshot.list : [], snapshot.owner);
    },
  };
}
