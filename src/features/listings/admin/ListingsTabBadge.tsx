/**
 * The count beside the 'Listings' tab's name: the listings sent for review, the same number as the
 * 'Awaiting review' stat card (GET /api/admin/stats, refreshed every 30 seconds and after each
 * decision), so a waiting listing is seen from any tab. Nothing when none wait.
 */
import { useStore } from '@nanostores/react';
import { $adminStats } from '~/features/admin';
import { useListingsStrings } from './listings-strings';

export default function ListingsTabBadge() {
  const { t } = useListingsStrings();
  const waiting = useStore($adminStats)?.listingsAwaitingReview ?? 0;
  if (!waiting) return null;
  return (
    <span className="badge badge-warning badge-sm ml-2" data-listings-waiting={waiting}>
      <span aria-hidden="true">{waiting}</span>
      <span className="sr-only">{t('listings.waiting', { count: waiting })}</span>
    </span>
  );
}
