/**
 * The slice of the Web Storage API core needs. `window.localStorage` satisfies it in the browser;
 * `createMemoryStorage()` does in Node, in tests and during server rendering. Core never touches a
 * global storage: the app injects one.
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory `StorageLike` (a fresh `Map` per call), optionally pre-filled. */
export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): StorageLike {
  const items = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/**
 * Reads a raw value without ever throwing: browsers throw from `getItem` when storage is disabled
 * (private modes, blocked cookies), and a hostile storage may return a non-string.
 */
export function readRaw(storage: StorageLike, key: string): string | null {
  try {
    const value = storage.getItem(key);
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

/** Writes a raw value; returns false instead of throwing when storage is full or disabled. */
export function writeRaw(storage: StorageLike, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a key; returns false instead of throwing when storage is disabled. */
export function removeRaw(storage: StorageLike, key: string): boolean {
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
