/**
 * The admin Newsletter tab (issue 18): every subscriber with status, language and dates (the
 * addresses are shown to signed-in admins only), and the CSV export.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { apiRequest, LoadFailedAlert, NoMatch, SortableTableHead, TableSearch, timeValue, useAdminStrings, useTableView } from '~/features/admin';
import type { AdminSubscriber } from '~/features/newsletter/newsletter';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; rows: AdminSubscriber[] };

const texts = {
  en: {
    caption: 'Newsletter subscribers',
    loading: 'Loading subscribers...',
    failed: 'Failed to load subscribers',
    retry: 'Try again',
    empty: 'No subscribers yet.',
    export: 'Download CSV',
    count: '{subscribed} subscribed, {pending} waiting for confirmation, {unsubscribed} unsubscribed',
    email: 'Email',
    status: 'Status',
    language: 'Language',
    signedUp: 'Signed up',
    confirmed: 'Confirmed',
    unsubscribedAt: 'Unsubscribed',
    pending: 'Pending',
    subscribed: 'Subscribed',
    unsubscribed: 'Unsubscribed',
  },
  nl: {
    caption: 'Abonnees van de nieuwsbrief',
    loading: 'Abonnees laden...',
    failed: 'Abonnees laden is mislukt',
    retry: 'Opnieuw proberen',
    empty: 'Nog geen abonnees.',
    export: 'CSV downloaden',
    count: '{subscribed} aangemeld, {pending} wachten op bevestiging, {unsubscribed} afgemeld',
    email: 'E-mail',
    status: 'Status',
    language: 'Taal',
    signedUp: 'Aangemeld op',
    confirmed: 'Bevestigd',
    unsubscribedAt: 'Afgemeld',
    pending: 'Wacht op bevestiging',
    subscribed: 'Aangemeld',
    unsubscribed: 'Afgemeld',
  },
} satisfies Record<'en' | 'nl', Record<string, string>>;
type Key = keyof typeof texts.en;

const BADGE: Record<string, string> = { pending: 'badge-warning', subscribed: 'badge-success', unsubscribed: 'badge-ghost' };
const COLUMNS = ['email', 'status', 'language', 'signedUp', 'confirmed', 'unsubscribedAt'] as const;
/** What each column sorts by. */
const SORT_VALUE: Record<(typeof COLUMNS)[number], (r: AdminSubscriber) => string | number | null> = {
  email: (r) => r.email,
  status: (r) => ['pending', 'subscribed', 'unsubscribed'].indexOf(r.status),
  language: (r) => r.locale,
  signedUp: (r) => timeValue(r.createdAt),
  confirmed: (r) => timeValue(r.confirmedAt),
  unsubscribedAt: (r) => timeValue(r.unsubscribedAt),
};

/** The tab body. */
export default function NewsletterTab() {
  const { lang } = useAdminStrings();
  const t = (key: Key) => texts[lang][key];
  const date = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(lang === 'nl' ? 'nl-SR' : 'en-US', { dateStyle: 'medium', timeZone: 'America/Paramaribo' }).format(new Date(iso)) : '';
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const searchId = useId();
  const statusText = (status: string) => t((status in BADGE ? status : 'pending') as Key);
  // The search looks in the address, the status as shown and the language (EN, NL).
  const view = useTableView(
    load.state === 'ready' ? load.rows : [],
    (r) => [r.email, statusText(r.status), r.locale],
    (r, key) => SORT_VALUE[key as (typeof COLUMNS)[number]](r),
  );
  const reload = useCallback(async () => {
    try {
      setLoad({ state: 'ready', rows: await apiRequest<AdminSubscriber[]>('GET', '/api/admin/newsletter') });
    } catch {
      setLoad({ state: 'failed' });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  if (load.state === 'loading') return <p role="status">{t('loading')}</p>;
  if (load.state === 'failed') return <LoadFailedAlert message={t('failed')} retryLabel={t('retry')} onRetry={() => void reload()} />;
  const count = (status: string) => String(load.rows.filter((r) => r.status === status).length);
  return (
    <section className="grid gap-4" data-newsletter-admin>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>{t('count').replace('{subscribed}', count('subscribed')).replace('{pending}', count('pending')).replace('{unsubscribed}', count('unsubscribed'))}</p>
        <a className="btn btn-outline btn-sm" href="/api/admin/newsletter.csv" download>
          {t('export')}
        </a>
      </div>
      {load.rows.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <TableSearch
            id={searchId}
            query={view.query}
            onQuery={view.setQuery}
            shown={view.shown.length}
            total={load.rows.length}
            hint="adminTable.hint.newsletter"
          />
          {view.shown.length === 0 ? (
            <NoMatch query={view.query} />
          ) : (
            <div className="admin-cards-frame overflow-x-auto">
              <table className="admin-cards table">
                <SortableTableHead caption={t('caption')} columns={COLUMNS.map((key) => ({ key, label: t(key), sortable: true }))} view={view} />
                <tbody>
                  {view.shown.map((r) => (
                    <tr key={r.email}>
                      <td className="break-all font-medium" data-card="title">
                        {r.email}
                      </td>
                      <td data-label={t('status')}>
                        <span className={`badge badge-sm ${BADGE[r.status] ?? ''}`}>{statusText(r.status)}</span>
                      </td>
                      <td data-label={t('language')}>{r.locale.toUpperCase()}</td>
                      <td data-label={t('signedUp')}>{date(r.createdAt)}</td>
                      <td data-label={t('confirmed')}>{date(r.confirmedAt) || '–'}</td>
                      <td data-label={t('unsubscribedAt')}>{date(r.unsubscribedAt) || '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
