// A map that keeps its most recently used values within a budget of bytes (and of entries), for the
// page cache's pages and the fast lane's picture variants. A Map iterates in insertion order and a
// read re-inserts its key, so the first key is always the least recently used, the one to drop.

export interface RecentlyUsedLimits {
  maxBytes: number;
  maxEntries?: number;
  /** The largest share of maxBytes one value may take; a larger one is not kept. */
  largestShare: number;
}

export interface RecentlyUsed<V> {
  /** The value, now the most recently used; undefined when none is kept. */
  get(key: string): V | undefined;
  /** Keeps the value (replacing the key's old one), dropping the least recently used beyond the limits. */
  set(key: string, value: V): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

export function createRecentlyUsed<V>(limits: RecentlyUsedLimits, sizeOf: (value: V) => number): RecentlyUsed<V> {
  const values = new Map<string, V>();
  const maxEntries = limits.maxEntries ?? Number.POSITIVE_INFINITY;
  let bytes = 0;

  function remove(key: string): void {
    if (!values.has(key)) return;
    bytes -= sizeOf(values.get(key) as V);
    values.delete(key);
  }

  return {
    get(key) {
      if (!values.has(key)) return undefined;
      const value = values.get(key) as V;
      values.delete(key);
      values.set(key, value);
      return value;
    },
    set(key, value) {
      remove(key);
      const size = sizeOf(value);
      if (size > limits.maxBytes * limits.largestShare) return;
      values.set(key, value);
      bytes += size;
      for (const oldest of values.keys()) {
        if (values.size <= maxEntries && bytes <= limits.maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    clear() {
      values.clear();
      bytes = 0;
    },
    get size() {
      return values.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
