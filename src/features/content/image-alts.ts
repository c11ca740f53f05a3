/**
 * The images of a content item and their alt texts (issue 21): an item's images are its cover then
 * its gallery (blanks and repeats dropped), and each language stores a list of alt texts aligned by
 * index with them (`imageAlts` of the translation rows; '' where none was written). Runs anywhere.
 */
import { z } from 'zod';
import type { RefinementCtx } from 'zod';
import { coded, codedIssue, renderContentIssue } from '~/platform/content/issue-codes';

/** The most images an item has (cover included), as the kinds' `imageUrls` allow. */
export const MAX_IMAGES = 12;
/** The longest alt text. */
export const ALT_MAX = 200;
/** The API's (English) message when a language has more alt texts than the item has images. */
export const TOO_MANY_ALTS_MESSAGE = renderContentIssue({ code: 'tooManyAlts' }, 'en');

/**
 * One language's alt texts, index-aligned with the item's images; each trimmed, '' allowed. Left out (the flat
 * shape, a partner's draft), an update keeps the stored alts of the pictures it keeps (image-alts-carry.server.ts).
 */
const imageAltsSchema = z
  .array(
    z
      .string(coded('altNotText'))
      .trim()
      .max(ALT_MAX, coded('altLong', { n: ALT_MAX })),
    coded('altsNotList'),
  )
  .max(MAX_IMAGES, coded('tooManyAlts'))
  .optional();

/** The item's images in order: the cover first, then the gallery, blanks and repeats dropped. */
export function imageList(cover: string | null | undefined, gallery: readonly string[] = []): string[] {
  return [...new Set([cover ?? '', ...gallery].map((u) => u.trim()).filter((u) => u.length > 0))];
}

/** Per image: the alt of the visitor's language, else the English one, else ''. */
export function localizedAlts(english: readonly string[] | null | undefined, local: readonly string[] | null | undefined): string[] {
  const en = english ?? [];
  const loc = local ?? [];
  return Array.from({ length: Math.max(en.length, loc.length) }, (_, i) => loc[i]?.trim() || en[i]?.trim() || '');
}

/** An image as a page shows it. */
export interface ImageWithAlt {
  url: string;
  alt: string;
}

/** The item's images with their alts; `fallback` words the alt of an image that has none (today's 'Photo 2 of Kasaba'). */
export function imagesWithAlts(urls: readonly string[], alts: readonly string[], fallback: (index: number, total: number) => string): ImageWithAlt[] {
  return urls.map((url, i) => ({ url, alt: alts[i]?.trim() || fallback(i, urls.length) }));
}

/** The schema extra of a kind with images: `imageAlts` per language, at most one per image of `countImages(item)`. */
export function imageAltsExtra(countImages: (item: Record<string, unknown>) => number) {
  return {
    translations: { imageAlts: imageAltsSchema },
    check: (item: Record<string, unknown> & { translations: Record<string, Record<string, unknown>> }, ctx: RefinementCtx) => {
      const count = countImages(item);
      for (const [lang, texts] of Object.entries(item.translations)) {
        const alts = (texts.imageAlts as string[] | undefined) ?? [];
        if (alts.length > count) ctx.addIssue(codedIssue('tooManyAlts', { path: ['translations', lang, 'imageAlts'] }));
      }
    },
  };
}

/** The alt texts an item carries: in the public items the visitor's language's, per image falling back to English. */
export interface WithImageAlts {
  imageAlts: string[];
}

/** An admin row with each language's alt texts beside its texts (added after the missing-translation check: an alt is never 'missing'). */
export function withAdminAlts<R extends { translations: Record<string, object> }>(
  row: R,
  rows: Map<string, { imageAlts: string[] }> | undefined,
): R & { translations: Record<keyof R['translations'], WithImageAlts> } {
  const translations = Object.fromEntries(Object.entries(row.translations).map(([l, t]) => [l, { ...t, imageAlts: rows?.get(l)?.imageAlts ?? [] }]));
  return { ...row, translations } as R & { translations: Record<keyof R['translations'], WithImageAlts> };
}

/** One image of an admin form: its address (an upload's stored path or an https URL) and its alt text per language. */
export interface ImageRow {
  url: string;
  alt: { en: string; nl: string };
}

/** An item's images and alt texts as form rows. */
export function toImageRows(urls: readonly string[], alts: { en?: readonly string[]; nl?: readonly string[] } = {}): ImageRow[] {
  return urls.map((url, i) => ({ url, alt: { en: alts.en?.[i] ?? '', nl: alts.nl?.[i] ?? '' } }));
}

const withoutTrailingBlanks = (list: string[]) => {
  let end = list.length;
  while (end > 0 && list[end - 1]!.trim() === '') end--;
  return list.slice(0, end);
};

/**
 * Form rows back to the item's images and each language's alts, aligned: rows without an address and repeated
 * addresses are dropped with their alts; blank alts at the end are left off.
 */
export function fromImageRows(rows: readonly ImageRow[] | undefined): { images: string[]; alts: { en: string[]; nl: string[] } } {
  const seen = new Set<string>();
  const kept: ImageRow[] = [];
  for (const row of rows ?? []) {
    const url = typeof row?.url === 'string' ? row.url.trim() : '';
    if (url === '' || seen.has(url)) continue;
    seen.add(url);
    kept.push(row);
  }
  return {
    images: [...seen],
    alts: {
      en: withoutTrailingBlanks(kept.map((r) => r.alt?.en ?? '')),
      nl: withoutTrailingBlanks(kept.map((r) => r.alt?.nl ?? '')),
    },
  };
}

/** The form's texts of each language with that language's alts beside them (the API's `translations.*.imageAlts`). */
export function withImageAlts<T>(translations: { en?: T; nl?: T } | undefined, alts: { en: string[]; nl: string[] }) {
  return { en: { ...translations?.en, imageAlts: alts.en }, nl: { ...translations?.nl, imageAlts: alts.nl } };
}

/** Where a form row's alt errors are: its place among the rows that have an address (blank rows are dropped on save). */
export function filledIndex(rows: readonly ImageRow[], index: number): number {
  return rows.slice(0, index).filter((r) => (r?.url ?? '').trim() !== '').length;
}
