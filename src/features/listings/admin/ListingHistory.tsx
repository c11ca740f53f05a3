/** What happened to a listing and who did it (listing_events), newest first, with the admin's reasons. */
import type { AdminListingJson } from './listing-params';
import { formatListingDate, useListingsStrings, type ListingsStringKey } from './listings-strings';

const knownActions = new Set([
  'submitted',
  'approved',
  'changes_requested',
  'extended',
  'ended',
  'link_revoked',
  'link_resent',
  'link_shown',
  'entry_linked',
  'renewed',
  'expired',
  'entry_deleted',
  'entry_restored',
]);

export function ListingHistory({ history }: { history: AdminListingJson['history'] }) {
  const { t, lang } = useListingsStrings();
  const actor = (who: string) => (who === 'owner' || who === 'scheduler' ? t(`listings.actor.${who}`) : who);
  const action = (what: string) => (knownActions.has(what) ? t(`listings.event.${what}` as ListingsStringKey) : what);
  return (
    <details className="rounded-box border border-base-300 p-3">
      <summary className="cursor-pointer font-semibold">
        {t('listings.history')} ({history.length})
      </summary>
      {history.length === 0 ? (
        <p className="mt-2 text-sm">{t('listings.historyEmpty')}</p>
      ) : (
        <ol className="mt-2 grid gap-2 text-sm">
          {history.map((h, i) => (
            <li key={`${h.at}-${i}`} className="grid gap-0.5">
              <span>
                <time dateTime={h.at}>{formatListingDate(h.at, lang)}</time> · <strong>{action(h.action)}</strong>{' '}
                <span className="text-base-content/70">{t('listings.historyBy', { actor: actor(h.actor) })}</span>
              </span>
              {h.reason && <span className="break-words text-base-content/80">“{h.reason}”</span>}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
