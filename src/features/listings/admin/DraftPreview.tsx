/**
 * A submitted listing as its public page will show it, in English and in Dutch. A restaurant or a
 * tour is shown by its public page itself, framed from /admin/preview/<id> (rendered on the server by
 * the same components, so labels, weekdays and fallbacks are the page's own). An event has no page
 * of its own, so it keeps this panel's rendering of its card's parts: each language falls back to the
 * other per text, as the site does, and each fallback is marked.
 */
import { useState, type ReactNode } from 'react';
import { listingPreviewPath } from './listing-preview-path';
import { formatListingDate, useListingsStrings, type ListingsStringKey, type ListingsTranslate } from './listings-strings';

type Texts = Record<string, unknown>;
type Kind = 'restaurant' | 'tour' | 'event';

/** The texts of each kind in the order the public page shows them (lists last). */
const TEXT_FIELDS: Record<Kind, { main: string[]; facts: string[]; lists: string[] }> = {
  restaurant: { main: ['cuisine'], facts: ['location'], lists: [] },
  tour: {
    main: ['category', 'duration'],
    facts: ['operator', 'location', 'meetingPoint', 'availability', 'cancellationPolicy'],
    lists: ['whatToBring', 'dailyItinerary', 'included'],
  },
  event: { main: ['category', 'time'], facts: ['location', 'refundTerms'], lists: [] },
};

const isFilled = (v: unknown) => (Array.isArray(v) ? v.length > 0 : typeof v === 'string' && v.trim() !== '');

type Pick = { value: unknown; fallback: boolean; lang: 'en' | 'nl' };

/** The text of `field` in `lang`, the other language's when `lang` has none; `fallback` tells which. */
function pickText(translations: Record<string, Texts | undefined>, field: string, lang: 'en' | 'nl'): Pick {
  const own = translations[lang]?.[field];
  if (isFilled(own)) return { value: own, fallback: false, lang };
  const other = lang === 'en' ? 'nl' : 'en';
  const text = translations[other]?.[field];
  return isFilled(text) ? { value: text, fallback: true, lang: other } : { value: own, fallback: false, lang };
}

/** How many texts one language takes from the other (both directions). */
function countFallbacks(kind: Kind, translations: Record<string, Texts | undefined>): number {
  const f = TEXT_FIELDS[kind];
  const fields = ['name', 'description', ...f.main, ...f.facts, ...f.lists];
  return (['en', 'nl'] as const).reduce((sum, lang) => sum + fields.filter((field) => pickText(translations, field, lang).fallback).length, 0);
}

function Fallback({ pick, t }: { pick: Pick; t: ListingsTranslate }) {
  if (!pick.fallback) return null;
  return (
    <span className="badge badge-warning badge-sm ml-2 align-middle font-normal whitespace-nowrap" lang={pick.lang === 'en' ? 'nl' : 'en'}>
      {t(pick.lang === 'en' ? 'listings.fallback' : 'listings.fallbackDutch')}
    </span>
  );
}

function Text({ pick, t, as = 'span' }: { pick: Pick; t: ListingsTranslate; as?: 'span' | 'p' }) {
  const body = (
    <>
      <span lang={pick.fallback ? pick.lang : undefined}>{String(pick.value ?? '')}</span>
      <Fallback pick={pick} t={t} />
    </>
  );
  return as === 'p' ? <p className="mt-4 leading-relaxed whitespace-pre-line">{body}</p> : <span>{body}</span>;
}

function money(n: unknown, lang: 'en' | 'nl'): string {
  return typeof n === 'number' ? `$${new Intl.NumberFormat(lang === 'nl' ? 'nl-SR' : 'en-US').format(n)}` : '';
}

function Page({ kind, draft, lang }: { kind: Kind; draft: Record<string, unknown>; lang: 'en' | 'nl' }) {
  const { t } = useListingsStrings();
  const translations = (draft.translations ?? {}) as Record<string, Texts | undefined>;
  const pick = (field: string) => pickText(translations, field, lang);
  const fields = TEXT_FIELDS[kind];
  const images = [draft.imageUrl, ...(Array.isArray(draft.imageUrls) ? draft.imageUrls : [])].filter((u): u is string => typeof u === 'string' && u !== '');
  const unique = [...new Set(images)];
  const label = (field: string) => t(`listings.field.${field}` as ListingsStringKey);
  const facts: { label: string; value: ReactNode }[] = fields.facts
    .filter((f) => isFilled(pick(f).value))
    .map((f) => ({ label: label(f), value: <Text pick={pick(f)} t={t} /> }));
  if (kind === 'restaurant') {
    if (draft.phone) facts.push({ label: t('listings.field.phone'), value: String(draft.phone) });
    const hours = Object.entries((draft.openingHours ?? {}) as Record<string, string>);
    if (hours.length) facts.push({ label: t('listings.field.hours'), value: hours.map(([d, h]) => `${d}: ${h}`).join(' · ') });
  }
  if (kind === 'tour')
    facts.push(
      { label: t('listings.field.price'), value: money(draft.price, lang) },
      { label: t('listings.field.maxPeople'), value: String(draft.maxPeople ?? '') },
    );
  if (kind === 'event') {
    if (typeof draft.date === 'string') facts.push({ label: t('listings.field.date'), value: formatListingDate(draft.date, lang) });
    facts.push({ label: t('listings.field.price'), value: money(draft.price, lang) });
  }
  return (
    <article lang={lang} className="grid gap-3 rounded-box border border-base-300 bg-base-100 p-4">
      {unique[0] ? (
        <img src={unique[0]} alt="" className="aspect-[16/9] w-full rounded-box bg-base-200 object-cover" loading="lazy" />
      ) : (
        <div className="grid aspect-[16/9] w-full place-items-center rounded-box bg-base-200 text-sm text-base-content/60">—</div>
      )}
      {unique.length > 1 && <p className="text-xs text-base-content/70">{t('listings.field.photos', { count: unique.length })}</p>}
      <h4 className="text-2xl font-extrabold tracking-tight break-words">
        <Text pick={pick('name')} t={t} />
      </h4>
      <p className="text-base-content/80">
        {kind === 'restaurant' && typeof draft.priceRange === 'string' && <span className="font-semibold">{draft.priceRange} · </span>}
        {fields.main.map((f, i) => (
          <span key={f}>
            {i > 0 && ' · '}
            <Text pick={pick(f)} t={t} />
          </span>
        ))}
      </p>
      <Text pick={pick('description')} t={t} as="p" />
      <dl className="grid gap-2 rounded-box border border-base-300 p-3 text-sm">
        {facts.map((f) => (
          <div key={f.label} className="grid gap-0.5">
            <dt className="text-xs text-base-content/70">{f.label}</dt>
            <dd className="break-words">{f.value}</dd>
          </div>
        ))}
      </dl>
      {fields.lists.map((f) => {
        const list = pick(f);
        return Array.isArray(list.value) && list.value.length > 0 ? (
          <div key={f}>
            <h5 className="text-sm font-semibold">
              {label(f)}
              <Fallback pick={list} t={t} />
            </h5>
            <ul className="list-disc pl-5 text-sm" lang={list.fallback ? list.lang : undefined}>
              {list.value.map((item, i) => (
                <li key={i}>{String(item)}</li>
              ))}
            </ul>
          </div>
        ) : null;
      })}
    </article>
  );
}

/**
 * A restaurant or tour: its public page itself, rendered on the server from the content sent
 * (/admin/preview/<id>, the same components and labels as the live page, in the column's language).
 */
function PublicPageFrame({ listingId, lang, title }: { listingId: string; lang: 'en' | 'nl'; title: string }) {
  const { t } = useListingsStrings();
  const src = listingPreviewPath(listingId, lang);
  return (
    <>
      <iframe src={src} title={title} lang={lang} className="h-[40rem] w-full rounded-box border border-base-300 bg-base-100" />
      <a className="link text-sm" href={src} target="_blank" rel="noopener">
        {t('listings.previewOpen')}
      </a>
    </>
  );
}

/** Both languages: side by side on wide screens, a switch on narrow ones. */
export function DraftPreview({ kind, draft, listingId }: { kind: Kind; draft: Record<string, unknown>; listingId: string }) {
  const { t } = useListingsStrings();
  const [shown, setShown] = useState<'en' | 'nl'>('en');
  const fallbacks = countFallbacks(kind, (draft.translations ?? {}) as Record<string, Texts | undefined>);
  return (
    <section className="grid gap-3" aria-label={t('listings.preview')}>
      <h3 className="font-semibold">{t('listings.preview')}</h3>
      {fallbacks > 0 && <p className="text-sm text-warning-content">{t('listings.fallbackCount', { count: fallbacks })}</p>}
      <div role="group" className="join lg:hidden">
        {(['en', 'nl'] as const).map((l) => (
          <button
            key={l}
            type="button"
            className={`btn join-item btn-sm ${shown === l ? 'btn-primary' : ''}`}
            aria-pressed={shown === l}
            onClick={() => setShown(l)}
          >
            {t(l === 'en' ? 'listings.previewEn' : 'listings.previewNl')}
          </button>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {(['en', 'nl'] as const).map((l) => (
          <div key={l} className={`grid content-start gap-2 ${shown === l ? '' : 'max-lg:hidden'}`}>
            <p className="text-sm font-semibold">{t(l === 'en' ? 'listings.previewEn' : 'listings.previewNl')}</p>
            {kind === 'event' ? (
              <Page kind={kind} draft={draft} lang={l} />
            ) : (
              <PublicPageFrame
                listingId={listingId}
                lang={l}
                title={`${t('listings.preview')}: ${t(l === 'en' ? 'listings.previewEn' : 'listings.previewNl')}`}
              />
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
