/**
 * The admin Listings tab (issue 17): every paid listing with the status an admin reads, kind,
 * entry, dates (Paramaribo), owner and the orders that paid for it; the review queue on top.
 * Opening one shows its preview and the admin's actions (ListingPanel).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  apiRequest,
  LoadFailedAlert,
  NoMatch,
  SortableTableHead,
  TableSearch,
  timeValue,
  useTableView,
  ViewOnSiteLink,
  type TableView,
} from '~/features/admin';
import { localizePath } from '~/platform/i18n/paths';
import type { ShownListingStatus } from '~/features/listings/lifecycle/listing-status';
import type { AdminListingJson } from './listing-params';
import { ListingPanel } from './ListingPanel';
import { formatListingDate, useListingsStrings } from './listings-strings';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; listings: AdminListingJson[] };

const STATUS_CLASS: Record<ShownListingStatus, string> = {
  awaiting_content: 'badge-ghost',
  pending_review: 'badge-warning',
  changes_requested: 'badge-info',
  live: 'badge-success',
  ending_soon: 'badge-accent',
  ended: 'badge-neutral',
};

/** What the admin calls a listing: the submitted name, else the linked entry's, else the business on its last order, else its owner. */
function titleOf(l: AdminListingJson): string {
  const en = (l.draft?.translations as { en?: { name?: unknown } } | undefined)?.en?.name;
  return typeof en === 'string' && en ? en : (l.entryName ?? l.orders.at(-1)?.businessName ?? l.ownerEmail);
}

/** The entry's public page in English (an event's on the full events list); null without an entry in the guide. */
function entryPath(l: AdminListingJson): string | null {
  if (l.entryId === null || !l.entryName) return null;
  return l.kind === 'event' ? `/events?when=all#event-${l.entryId}` : `/${l.kind}/${l.entryId}`;
}

const COLUMNS = ['listing', 'status', 'dates', 'owner', 'orders'] as const;
const STATUS_ORDER = Object.keys(STATUS_CLASS);

/** What each column sorts by ('orders' does not sort). */
function sortValue(l: AdminListingJson, key: string) {
  if (key === 'listing') return titleOf(l);
  if (key === 'status') return STATUS_ORDER.indexOf(l.status);
  if (key === 'dates') return timeValue(l.liveFrom);
  return l.ownerEmail;
}

function ListingsTable({
  listings,
  caption,
  onOpen,
  view,
}: {
  listings: AdminListingJson[];
  caption: string;
  onOpen: (id: string) => void;
  view: TableView<unknown>;
}) {
  const { t, lang } = useListingsStrings();
  const cols = COLUMNS.map((key) => ({ key, label: t(`listings.col.${key}`), sortable: key !== 'orders' }));
  const label = (key: (typeof COLUMNS)[number]) => t(`listings.col.${key}`);
  return (
    <div className="admin-cards-frame overflow-x-auto rounded-box border border-base-300">
      <table className="admin-cards table table-sm">
        <SortableTableHead caption={caption} columns={cols} view={view} actions={t('listings.col.actions')} />
        <tbody>
          {listings.map((l) => (
            <tr key={l.id} data-listing-id={l.id} className="hover:bg-base-200/50">
              <th scope="row" className="font-medium sm:min-w-44" data-card="title">
                <span className="break-words">{titleOf(l)}</span>
                <div className="text-xs font-normal text-base-content/70">
                  {t(`listings.kind.${l.kind}`)} ·{' '}
                  {l.entryId === null
                    ? t('listings.noEntry')
                    : l.entryName
                      ? t('listings.entry', { id: l.entryId, name: l.entryName })
                      : t('listings.entryGone', { id: l.entryId })}
                </div>
              </th>
              <td data-label={label('status')}>
                <span className={`badge badge-sm whitespace-nowrap ${STATUS_CLASS[l.status]}`}>{t(`listings.status.${l.status}`)}</span>
                {l.editWaiting && (
                  <div className="mt-1 text-xs font-semibold text-warning-content">
                    <span className="inline-block rounded bg-warning px-1.5 py-0.5">{t('listings.editWaiting')}</span>
                  </div>
                )}
                {l.inQueue && l.submittedAt && (
                  <div className="text-xs whitespace-nowrap">{t('listings.submitted', { date: formatListingDate(l.submittedAt, lang) })}</div>
                )}
              </td>
              <td className="text-xs whitespace-nowrap" data-label={label('dates')}>
                {l.liveFrom ? <div>{t('listings.liveFrom', { date: formatListingDate(l.liveFrom, lang) })}</div> : <div>{t('listings.notLive')}</div>}
                {l.endsAt && <div>{t('listings.ends', { date: formatListingDate(l.endsAt, lang) })}</div>}
              </td>
              <td className="break-all" data-label={label('owner')}>
                {l.ownerEmail}
              </td>
              <td className="font-mono text-xs whitespace-nowrap" data-label={label('orders')}>
                {l.orders.length === 0 ? '–' : l.orders.map((o) => <div key={o.id}>{o.orderNumber ?? o.id.slice(0, 8)}</div>)}
              </td>
              <td className="text-right whitespace-nowrap" data-card="actions">
                {entryPath(l) && <ViewOnSiteLink href={localizePath(entryPath(l)!, lang)} name={titleOf(l)} />}
                <button
                  type="button"
                  className="btn btn-outline btn-xs"
                  aria-label={t('listings.openLabel', { name: titleOf(l) })}
                  onClick={() => onOpen(l.id)}
                >
                  {t('listings.open')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The tab body. */
export default function ListingsTab() {
  const { t } = useListingsStrings();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // The admins' "listing to review" email links to /admin?listing=<id>#listings: that listing opens at once.
  const [openId, setOpenId] = useState<string | null>(() =>
    typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('listing'),
  );

  const reload = useCallback(async () => {
    try {
      setLoad({ state: 'ready', listings: await apiRequest<AdminListingJson[]>('GET', '/api/admin/listings') });
    } catch {
      setLoad({ state: 'failed' });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  // Once the list has come, the linked panel exists: shown once, not again on each later open.
  const linked = useRef(openId);
  useEffect(() => {
    if (load.state !== 'ready' || !linked.current) return;
    document.getElementById(`panel-${linked.current}`)?.scrollIntoView({ block: 'start' });
    linked.current = null;
  }, [load.state]);
  const open = (id: string) => {
    setOpenId(id);
    requestAnimationFrame(() => document.getElementById(`panel-${id}`)?.focus());
  };

  const listings = load.state === 'ready' ? load.listings : [];
  // One search and one sort over both lists: the search looks in the name, entry, owner, kind, status and orders.
  const view = useTableView(
    listings,
    (l) => [
      titleOf(l),
      l.entryName,
      l.ownerEmail,
      t(`listings.kind.${l.kind}`),
      t(`listings.status.${l.status}`),
      ...l.orders.flatMap((o) => [o.orderNumber, o.businessName]),
    ],
    sortValue,
  );
  const queue = view.shown.filter((l) => l.inQueue);
  const rest = view.shown.filter((l) => !l.inQueue);
  const queueTotal = listings.filter((l) => l.inQueue).length;
  const searchId = useId();
  const opened = listings.find((l) => l.id === openId) ?? null;
  const restTitle = t(queueTotal > 0 ? 'listings.otherTitle' : 'listings.allTitle', { count: rest.length });

  return (
    <section className="grid gap-4" aria-label={t('listings.caption')}>
      <div className="flex justify-end">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void reload()}>
          {t('listings.refresh')}
        </button>
      </div>
      {load.state === 'loading' && (
        <p role="status" className="py-8 text-center">
          {t('listings.loading')}
        </p>
      )}
      {load.state === 'failed' && <LoadFailedAlert message={t('listings.loadFailed')} retryLabel={t('listings.retry')} onRetry={() => void reload()} />}
      {load.state === 'ready' && listings.length === 0 && <p className="rounded-box bg-base-200 p-8 text-center">{t('listings.empty')}</p>}
      {opened && <ListingPanel key={opened.id} listing={opened} title={titleOf(opened)} onChanged={() => void reload()} onClose={() => setOpenId(null)} />}
      {load.state === 'ready' && listings.length > 0 && (
        <>
          <TableSearch
            id={searchId}
            query={view.query}
            onQuery={view.setQuery}
            shown={view.shown.length}
            total={listings.length}
            hint="adminTable.hint.listings"
          />
          <h2 className="text-lg font-bold">{t('listings.queueTitle', { count: queue.length })}</h2>
          {queue.length > 0 ? (
            <ListingsTable listings={queue} caption={t('listings.queueTitle', { count: queue.length })} onOpen={open} view={view} />
          ) : queueTotal > 0 ? (
            <NoMatch query={view.query} />
          ) : (
            <p className="rounded-box bg-base-200 p-4">{t('listings.queueEmpty')}</p>
          )}
          {/* While listings wait, the rest are 'Other listings', and the heading goes when there are none (never 'All listings (0)'). */}
          {listings.length > queueTotal && (
            <>
              <h2 className="text-lg font-bold">{restTitle}</h2>
              {rest.length > 0 ? <ListingsTable listings={rest} caption={restTitle} onOpen={open} view={view} /> : <NoMatch query={view.query} />}
            </>
          )}
        </>
      )}
    </section>
  );
}
