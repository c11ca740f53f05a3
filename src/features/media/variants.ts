/** Responsive image variants: which widths and formats exist and which one a request gets. Runs anywhere. */

/** Widths every image is written at (never wider than the original). */
export const VARIANT_WIDTHS = [400, 800, 1200, 1600] as const;
/** The single width of the JPEG/PNG fallback for browsers without AVIF or WebP. */
export const FALLBACK_WIDTH = 800;

export type VariantFormat = 'avif' | 'webp' | 'fallback';

export const UPLOAD_PATH_PREFIX = '/objects/uploads/';
const OBJECT_ID = '[a-z0-9][a-z0-9-]{7,63}';
const objectIdPattern = new RegExp(`^${OBJECT_ID}$`);
const storedPathPattern = new RegExp(`${UPLOAD_PATH_PREFIX}(${OBJECT_ID})`, 'g');

/** True when a string is a well-formed object id (guards file paths against traversal). */
export function isObjectId(value: string): boolean {
  return objectIdPattern.test(value);
}

/** The object id of a stored image path ('/objects/uploads/abc' -> 'abc'), or null for other URLs. */
export function getObjectId(url: string | null | undefined): string | null {
  if (!url || !url.startsWith(UPLOAD_PATH_PREFIX)) return null;
  const id = url.slice(UPLOAD_PATH_PREFIX.length).split(/[?#]/)[0] ?? '';
  return isObjectId(id) ? id : null;
}

/** The object ids of every stored image path in a text (a URL, a JSON list, Markdown). */
export function findObjectIds(text: string): string[] {
  return Array.from(text.matchAll(storedPathPattern), (m) => m[1]!);
}

/** The widths to write for an original of a given width: every standard width below it, plus its own if smaller than the largest. */
export function getVariantWidths(originalWidth: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w <= originalWidth);
  if (widths.length === 0) widths.push(originalWidth);
  else if (originalWidth < VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]! && !widths.includes(originalWidth)) widths.push(originalWidth);
  return widths;
}

/** The smallest available width at least as wide as requested, else the largest. */
export function pickWidth(available: readonly number[], requested: number | null): number {
  const sorted = [...available].sort((a, b) => a - b);
  if (sorted.length === 0) throw new Error('No variants');
  if (requested == null) return sorted.find((w) => w >= FALLBACK_WIDTH) ?? sorted[sorted.length - 1]!;
  return sorted.find((w) => w >= requested) ?? sorted[sorted.length - 1]!;
}

/** The best format an `Accept` header allows. */
export function pickFormat(accept: string | null | undefined): VariantFormat {
  const value = (accept ?? '').toLowerCase();
  if (value.includes('image/avif')) return 'avif';
  if (value.includes('image/webp')) return 'webp';
  return 'fallback';
}

/** A `srcset` for a stored image in one format at the given widths; null for outside URLs. */
export function buildSrcset(url: string, widths: readonly number[], format: 'avif' | 'webp'): string | null {
  if (!getObjectId(url)) return null;
  return widths.map((w) => `${url}?w=${w}&format=${format} ${w}w`).join(', ');
}

/** The URL of one variant of a stored image; other URLs are returned as they are. */
export function getVariantUrl(url: string, width: number, format?: VariantFormat): string {
  if (!getObjectId(url)) return url;
  return format ? `${url}?w=${width}&format=${format}` : `${url}?w=${width}`;
}
