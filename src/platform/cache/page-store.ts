/**
 * The page cache's memory: a least-recently-used map bounded by entry count and by bytes (the
 * body plus its compressed copies), with tags for invalidation. Invalidation also advances a
 * per-tag epoch, so a render that started before a save can never be stored after it.
 */

/** One cached answer. Compressed copies are made on first demand and counted once made. */
export interface PageEntry {
  key: string;
  status: number;
  /** Response headers to replay (lower-case names), without per-request ones. */
  headers: [string, string | string[]][];
  body: Buffer;
  /** Hash of the body: the ETag's opaque part. */
  hash: string;
  tags: string[];
  /** Epoch milliseconds after which the entry is gone. */
  expiresAt: number;
  encoded: { br?: Promise<Buffer>; gzip?: Promise<Buffer> };
  /** Bytes held: body plus finished compressed copies. */
  bytes: number;
}

export interface PageStoreLimits {
  maxEntries: number;
  maxBytes: number;
}

export interface PageStore {
  /** The live entry for a key (refreshing its recency), or undefined; expired entries are dropped. */
  get: (key: string, now: number) => PageEntry | undefined;
  /** Keeps an entry unless one of its tags was invalidated after `epoch`; returns whether it was kept. */
  set: (entry: PageEntry, epoch: number) => boolean;
  /** Adds bytes to an entry (a compressed copy was made) and evicts to stay in bounds. */
  grow: (entry: PageEntry, bytes: number) => void;
  /** Drops every entry carrying one of the tags; returns how many. */
  invalidate: (tags: readonly string[]) => number;
  /** Drops everything. */
  clear: () => void;
  /** The current epoch: take it when a render starts, pass it to `set`. */
  epoch: () => number;
  stats: () => { entries: number; bytes: number };
}

/** Creates an empty store. */
export function createPageStore(limits: PageStoreLimits): PageStore {
  const entries = new Map<string, PageEntry>();
  const tagEpochs = new Map<string, number>();
  let clock = 0;
  let clearedAt = 0;
  let bytes = 0;

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function evict(): void {
    // Map iteration order is insertion order, and `get` re-inserts: the first key is the least recent.
    while (entries.size > limits.maxEntries || (bytes > limits.maxBytes && entries.size > 0)) {
      drop(entries.keys().next().value as string);
    }
  }

  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(entry, epoch) {
      if (epoch < clearedAt || entry.tags.some((t) => (tagEpochs.get(t) ?? 0) > epoch)) return false;
      if (entry.bytes > limits.maxBytes) return false;
      drop(entry.key);
      entries.set(entry.key, entry);
      bytes += entry.bytes;
      evict();
      return entries.has(entry.key);
    },
    grow(entry, added) {
      entry.bytes += added;
      if (entries.get(entry.key) !== entry) return;
      bytes += added;
      evict();
    },
    invalidate(tags) {
      clock += 1;
      const wanted = new Set(tags);
      for (const t of wanted) tagEpochs.set(t, clock);
      let dropped = 0;
      for (const [key, entry] of [...entries]) {
        if (entry.tags.some((t) => wanted.has(t))) {
          drop(key);
          dropped += 1;
        }
      }
      return dropped;
    },
    clear() {
      clock += 1;
      clearedAt = clock;
      entries.clear();
      bytes = 0;
    },
    epoch: () => clock,
    stats: () => ({ entries: entries.size, bytes }),
  };
}
