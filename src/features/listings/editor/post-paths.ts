/**
 * The listing editor's addresses (/listing/<token>, /nl/listing/<token>) as the middleware matches
 * them: a prefix per language, since the token is part of the path. Its form carries photos, so its
 * body limit is that of a few admin uploads (10 MB each) in one post. Runs anywhere.
 */
import { localizePath } from '~/i18n';
import { locales } from '~/platform/i18n/config';
import { MAX_UPLOAD_BYTES } from '~/features/media';

/** The path prefixes of the editor in every language (a normalised path is one of them plus '/<token>'). */
export const EDITOR_PATH_PREFIXES: readonly string[] = locales.map((lang) => localizePath('/listing', lang));

/** True when a normalised path is an editor page. */
export function isEditorPath(path: string): boolean {
  return EDITOR_PATH_PREFIXES.some((prefix) => path.startsWith(`${prefix}/`) && !path.slice(prefix.length + 1).includes('/'));
}

/** Largest editor post: three full-size photos and the texts; more photos are added in further posts (the draft keeps them). */
export const EDITOR_BODY_LIMIT = 3 * MAX_UPLOAD_BYTES + 1024 * 1024;

/** The editor's Referrer-Policy: its address reaches no other site (see ListingEditorPage.astro for why not `no-referrer`). */
export const EDITOR_REFERRER_POLICY = 'same-origin';
