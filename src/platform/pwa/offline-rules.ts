/**
 * What the service worker keeps for offline reading and what it never keeps (issue 19). Pure
 * functions, shared by the worker (src/platform/pwa/service-worker.ts) and its tests.
 */
import { localeTags, type Locale } from '~/platform/i18n/config';
import { SITE_TIME_ZONE } from '~/platform/dates/weekdays';

/**
 * Runtime caches. Pages and images carry the deploy's cache version: raising RUNTIME_VERSION makes the
 * next worker delete the old ones. The saved places (part 2, /saved) have a name of their own that a
 * deploy never drops; the worker already looks there before it answers the offline page.
 */
const RUNTIME_VERSION = 1;
export const CACHE_NAMES = {
  pages: `guide-pages-v${RUNTIME_VERSION}`,
  images: `guide-images-v${RUNTIME_VERSION}`,
  saved: 'guide-saved-v1',
} as const;
/** Every cache of ours starts with this; those not in CACHE_NAMES are removed when a new worker activates. */
export const CACHE_PREFIX = 'guide-';

export const PAGE_LIMITS = { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;
export const IMAGE_LIMITS = { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;
/** A navigation waits this long for the network before a kept copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/**
 * Paths never kept, with or without the /nl prefix: the admin area and its API, every API address,
 * checkout and payment pages, the listing editor's private address, and the newsletter's confirm and
 * unsubscribe links (they act on a token).
 */
const NEVER_CACHED = [/^\/admin/, /^\/api(\/|$)/, /^\/checkout/, /^\/bank-transfer/, /^\/listing(\/|$)/, /^\/newsletter\/(confirm|unsubscribe)(\/|$)/];

/** The language of a site path: /nl and /nl/... are Dutch, everything else English. */
export function languageOfPath(pathname: string): Locale {
  return /^\/nl(\/|$)/i.test(pathname) ? 'nl' : 'en';
}

function withoutLanguage(pathname: string): string {
  return pathname.replace(/^\/nl(?=\/|$)/i, '') || '/';
}

/** True for a path the worker must never answer from, or write to, a cache. */
export function isNeverCached(pathname: string): boolean {
  const path = withoutLanguage(pathname.toLowerCase());
  return NEVER_CACHED.some((rule) => rule.test(path));
}

/** The offline page in the path's language. */
export function offlinePagePath(pathname: string): string {
  return languageOfPath(pathname) === 'nl' ? '/nl/offline' : '/offline';
}

/** The part of a response the keep-or-not rule reads. */
interface ResponseLike {
  status: number;
  headers: { get(name: string): string | null };
}

/** Only a plain 200 that does not forbid storing (no-store or private) is kept. */
export function isStorable(response: ResponseLike): boolean {
  if (response.status !== 200) return false;
  return !/no-store|private/i.test(response.headers.get('cache-control') ?? '');
}

const NOTE = {
  en: (date: string) => `Offline – showing a saved copy from ${date}`,
  nl: (date: string) => `Offline – je ziet een opgeslagen kopie van ${date}`,
} satisfies Record<Locale, (date: string) => string>;

/** When a copy was fetched, in the page's language and Paramaribo time: '25 Nov 2026, 21:30' / '25 nov 2026, 21:30'. */
export function formatSavedAt(at: Date, lang: Locale): string {
  return new Intl.DateTimeFormat(localeTags[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: SITE_TIME_ZONE,
  }).format(at);
}

/** The offline note as HTML (a status line at the top of the page); the date is formatted text only. */
function offlineNoteHtml(lang: Locale, savedAt: Date | null): string {
  const date = savedAt && !Number.isNaN(savedAt.getTime()) ? formatSavedAt(savedAt, lang) : '?';
  const text = NOTE[lang](date).replace(/[<>&"]/g, '');
  return `<div role="status" data-offline-note class="bg-warning px-4 py-2 text-center text-sm font-semibold text-warning-content">${text}</div>`;
}

/**
 * Hides what was true only when the page was drawn (elements marked `data-time-bound="now"`, such as
 * "Open now · closes at …"): on a kept copy it may be wrong. They become `data-time-bound="stale"` and
 * hidden; a page script that can work one out again at the device's time shows it again.
 */
function hideTimeBound(html: string): string {
  return html.replace(/\sdata-time-bound="now"/g, ' data-time-bound="stale" hidden');
}

/** The page's HTML with the offline note right after the opening body tag (unchanged when there is none), and its time-bound parts hidden. */
export function addOfflineNote(html: string, lang: Locale, savedAt: Date | null): string {
  return hideTimeBound(html.replace(/<body[^>]*>/i, (tag) => `${tag}${offlineNoteHtml(lang, savedAt)}`));
}
