/** The admin's listing preview pages: only the site itself may frame them (src/middleware/security.ts). */
export const PREVIEW_PATH = /^(\/nl)?\/admin\/preview\/[^/]+\/?$/;

/** The preview page of a listing in a language. */
export const listingPreviewPath = (listingId: string, lang: 'en' | 'nl'): string =>
  `${lang === 'nl' ? '/nl' : ''}/admin/preview/${encodeURIComponent(listingId)}`;
