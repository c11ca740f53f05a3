/** The dashboard's counts (restaurants, tours, events, news, open orders, listings to review and ending soon); '...' until the first answer. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $adminStats, startStatsPolling, type AdminStats } from './lib/stats';
import { useAdminStrings, type AdminStringKey } from './lib/strings';

/** Outline icons (24x24 paths), drawn with currentColor. */
const ICONS = {
  restaurants: 'M7 3v8a2 2 0 0 0 2 2v8M5 3v5a2 2 0 0 0 4 0V3M17 21V3c-2 0-3 2-3 6v5h3',
  tours: 'M3 20h18M6 20l6-14 6 14M9.5 13h5',
  events: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm11-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2V5Zm13 4h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5',
  openOrders: 'M6 2h12v20l-3-2-3 2-3-2-3 2V2Zm3 6h6M9 12h6M9 16h3',
  listingsAwaitingReview: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  listingsEndingSoon: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
} as const;

const CARDS: { key: keyof AdminStats; label: AdminStringKey }[] = [
  { key: 'restaurants', label: 'admin.shell.statRestaurants' },
  { key: 'tours', label: 'admin.shell.statTours' },
  { key: 'events', label: 'admin.shell.statEvents' },
  { key: 'news', label: 'admin.shell.statNews' },
  { key: 'openOrders', label: 'admin.shell.statOpenOrders' },
  { key: 'listingsAwaitingReview', label: 'admin.shell.statAwaitingReview' },
  { key: 'listingsEndingSoon', label: 'admin.shell.statEndingSoon' },
];

/** Polls GET /api/admin/stats every 30 s while mounted. */
export function StatCards() {
  const { t, lang } = useAdminStrings();
  const stats = useStore($adminStats);
  useEffect(() => startStatsPolling(), []);
  const format = new Intl.NumberFormat(lang === 'nl' ? 'nl-SR' : 'en-US');
  return (
    <section aria-label={t('admin.shell.stats')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-7">
      {CARDS.map((card) => (
        <div key={card.key} className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm">
          <div className="flex items-center justify-between text-sm text-base-content/70">
            <span>{t(card.label)}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5 text-primary"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={ICONS[card.key]} />
            </svg>
          </div>
          <p className="mt-1 text-3xl font-bold tabular-nums" aria-live="polite">
            {stats ? format.format(stats[card.key]) : t('admin.shell.statLoading')}
          </p>
        </div>
      ))}
    </section>
  );
}
