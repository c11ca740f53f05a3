/**
 * Where the page cache (in the serving process) and the Astro cache provider (inside the bundled
 * server, which has its own copy of every module) meet: a slot on globalThis, like the shutdown hooks.
 */

/** What the provider can ask of the page cache. */
export interface PageCacheControl {
  /** Drops every cached answer carrying one of the tags; returns how many. */
  invalidateTags: (tags: readonly string[]) => number;
  /** Drops every cached answer for a path (all hosts and query strings); returns how many. */
  invalidatePath: (path: string) => number;
}

const SLOT = Symbol.for('suriname-guide.page-cache');

/** Makes a page cache reachable from the bundle; the last one registered wins. */
export function registerPageCache(control: PageCacheControl | null): void {
  (globalThis as unknown as Record<symbol, PageCacheControl | null>)[SLOT] = control;
}

/** The registered page cache, or null when the site runs without one (astro dev, a bare entry.mjs). */
export function getPageCache(): PageCacheControl | null {
  return (globalThis as unknown as Record<symbol, PageCacheControl | null | undefined>)[SLOT] ?? null;
}
