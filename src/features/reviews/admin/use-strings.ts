/** The Reviews tab's translator in the admin's language (the admin page hands islands only the admin areas, so the tab brings its own). */
import { useAdminStrings } from '~/features/admin';
import reviewsAdminStrings from './strings';

export type ReviewsAdminKey = keyof (typeof reviewsAdminStrings)['en'] & string;
export type ReviewsAdminTranslate = (key: ReviewsAdminKey, params?: Record<string, string | number>) => string;

export function useReviewsAdminStrings(): { t: ReviewsAdminTranslate; lang: 'en' | 'nl' } {
  const { lang } = useAdminStrings();
  const dict: Record<ReviewsAdminKey, string> = reviewsAdminStrings[lang];
  const t: ReviewsAdminTranslate = (key, params) => {
    const template = dict[key] ?? reviewsAdminStrings.en[key] ?? key;
    return params ? template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : template;
  };
  return { t, lang };
}

/** A date in Paramaribo time, e.g. '4 Jun 2026' / '4 jun 2026'. */
export function formatReviewDate(iso: string, lang: 'en' | 'nl'): string {
  return new Intl.DateTimeFormat(lang === 'nl' ? 'nl-SR' : 'en-GB', { dateStyle: 'medium', timeZone: 'America/Paramaribo' }).format(new Date(iso));
}

/** 'YYYY-MM' as 'October 2026' / 'oktober 2026'. */
export function formatVisitMonth(month: string, lang: 'en' | 'nl'): string {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return new Intl.DateTimeFormat(lang === 'nl' ? 'nl-SR' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 15)),
  );
}
