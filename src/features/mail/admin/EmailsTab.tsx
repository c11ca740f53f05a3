/**
 * The admin Emails tab (issue 16): every email with recipient, subject, the event that caused it
 * and its status (queued, sent, retrying at, failed with the error); a preview of the HTML as the
 * recipient sees it (in a sandboxed frame: it can run nothing); Resend on a sent or failed one.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { apiGetPage, apiRequest, getErrorMessage, NoMatch, SortableTableHead, TableSearch, timeValue, useTableView } from '~/features/admin';
import { LoadFailedAlert, showToast } from '~/features/admin';
import type { AdminEmail } from '~/features/mail/admin-emails';
import { formatEmailTime, useEmailsStrings, type EmailsStringKey } from './emails-tab-strings';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; emails: AdminEmail[]; nextCursor: string | null };
type Preview = { email: AdminEmail; html: string | null; failed: boolean };

const PAGE_SIZE = 50;
const STATUS_CLASS: Record<AdminEmail['status'], string> = { queued: 'badge-ghost', retrying: 'badge-warning', sent: 'badge-success', failed: 'badge-error' };

const fetchEmails = (before?: string) => apiGetPage<AdminEmail>(`/api/admin/emails?limit=${PAGE_SIZE}${before ? `&before=${before}` : ''}`);

const COLUMNS = ['created', 'to', 'subject', 'event', 'status'] as const;
const STATUS_ORDER: AdminEmail['status'][] = ['failed', 'retrying', 'queued', 'sent'];

function StatusCell({ email }: { email: AdminEmail }) {
  const { t, lang } = useEmailsStrings();
  return (
    <td data-label={t('emails.col.status')}>
      <span className={`badge badge-sm whitespace-nowrap ${STATUS_CLASS[email.status]}`}>{t(`emails.status.${email.status}`)}</span>
      {email.sentAt && <div className="text-xs whitespace-nowrap">{t('emails.sentAt', { date: formatEmailTime(email.sentAt, lang) })}</div>}
      {email.status === 'retrying' && email.retryAt && (
        <div className="text-xs whitespace-nowrap">{t('emails.retryAt', { date: formatEmailTime(email.retryAt, lang) })}</div>
      )}
      {email.attempts > 1 && <div className="text-xs">{t('emails.attempts', { count: email.attempts })}</div>}
      {email.lastError && email.status !== 'sent' && <p className="mt-1 max-w-56 text-xs break-words text-error">{email.lastError}</p>}
    </td>
  );
}

/** The tab body. */
export default function EmailsTab() {
  const { t, lang } = useEmailsStrings();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const searchId = useId();
  const kindText = (e: AdminEmail) => t(`emails.kind.${e.kind}` as EmailsStringKey);
  // The search looks in the loaded emails' recipients, subject, event, status and order number.
  const view = useTableView(
    load.state === 'ready' ? load.emails : [],
    (e) => [...e.recipients, e.subject, kindText(e), t(`emails.status.${e.status}`), e.orderNumber],
    (e, key) =>
      key === 'created'
        ? timeValue(e.createdAt)
        : key === 'to'
          ? e.recipients.join(', ')
          : key === 'subject'
            ? e.subject
            : key === 'event'
              ? kindText(e)
              : STATUS_ORDER.indexOf(e.status),
  );

  const reload = useCallback(async () => {
    try {
      const page = await fetchEmails();
      setLoad({ state: 'ready', emails: page.items, nextCursor: page.nextCursor });
    } catch {
      setLoad({ state: 'failed' });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const loadMore = async (before: string) => {
    try {
      const page = await fetchEmails(before);
      setLoad((c) => (c.state === 'ready' ? { state: 'ready', emails: [...c.emails, ...page.items], nextCursor: page.nextCursor } : c));
    } catch (error) {
      showToast({ title: t('emails.loadFailed'), description: getErrorMessage(error, ''), variant: 'destructive' });
    }
  };

  const openPreview = async (email: AdminEmail) => {
    setPreview({ email, html: null, failed: false });
    try {
      const res = await fetch(`/api/admin/emails/${email.id}`, { credentials: 'include' });
      if (!res.ok) throw new Error(String(res.status));
      const html = await res.text();
      setPreview((p) => (p?.email.id === email.id ? { email, html, failed: false } : p));
    } catch {
      setPreview((p) => (p?.email.id === email.id ? { email, html: null, failed: true } : p));
    }
  };

  const resend = async (email: AdminEmail) => {
    setBusy(email.id);
    try {
      const copy = await apiRequest<AdminEmail>('POST', `/api/admin/emails/${email.id}/resend`);
      setLoad((c) => (c.state === 'ready' ? { ...c, emails: [copy, ...c.emails] } : c));
      showToast({ title: t('emails.resent'), variant: 'success' });
    } catch (error) {
      showToast({ title: t('emails.resendFailed'), description: getErrorMessage(error, ''), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="grid gap-4" aria-label={t('emails.caption')}>
      <div className="flex justify-end">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void reload()}>
          {t('emails.refresh')}
        </button>
      </div>
      {load.state === 'loading' && (
        <p role="status" className="py-8 text-center">
          {t('emails.loading')}
        </p>
      )}
      {load.state === 'failed' && <LoadFailedAlert message={t('emails.loadFailed')} retryLabel={t('emails.retry')} onRetry={() => void reload()} />}
      {load.state === 'ready' && load.emails.length === 0 && <p className="rounded-box bg-base-200 p-8 text-center">{t('emails.empty')}</p>}
      {load.state === 'ready' && load.emails.length > 0 && (
        <TableSearch
          id={searchId}
          query={view.query}
          onQuery={view.setQuery}
          shown={view.shown.length}
          total={load.emails.length}
          hint="adminTable.hint.emails"
        />
      )}
      {load.state === 'ready' && load.emails.length > 0 && view.shown.length === 0 && <NoMatch query={view.query} />}
      {view.shown.length > 0 && (
        <div className="admin-cards-frame overflow-x-auto rounded-box border border-base-300">
          <table className="admin-cards table table-sm">
            <SortableTableHead
              caption={t('emails.caption')}
              columns={COLUMNS.map((key) => ({ key, label: t(`emails.col.${key}`), sortable: true }))}
              view={view}
              actions={t('emails.col.actions')}
            />
            <tbody>
              {view.shown.map((e) => (
                <tr key={e.id} data-email-id={e.id} className="hover:bg-base-200/50">
                  <td className="whitespace-nowrap" data-label={t('emails.col.created')}>
                    <time dateTime={e.createdAt}>{formatEmailTime(e.createdAt, lang)}</time>
                  </td>
                  <td className="break-all" data-label={t('emails.col.to')}>
                    {e.recipients.join(', ')}
                  </td>
                  <th scope="row" className="font-medium" data-card="title">
                    {e.subject}
                  </th>
                  <td data-label={t('emails.col.event')}>
                    {kindText(e)}
                    {e.orderNumber && <div className="font-mono text-xs whitespace-nowrap">{t('emails.order', { number: e.orderNumber })}</div>}
                  </td>
                  <StatusCell email={e} />
                  <td className="text-right" data-card="actions">
                    <div className="flex flex-col items-end gap-1">
                      <button
                        type="button"
                        className="btn btn-ghost btn-xs"
                        aria-label={t('emails.previewLabel', { subject: e.subject })}
                        onClick={() => void openPreview(e)}
                      >
                        {t('emails.preview')}
                      </button>
                      {(e.status === 'sent' || e.status === 'failed') && (
                        <button
                          type="button"
                          className="btn btn-outline btn-xs"
                          disabled={busy === e.id}
                          aria-label={t('emails.resendLabel', { subject: e.subject })}
                          onClick={() => void resend(e)}
                        >
                          {t('emails.resend')}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {load.state === 'ready' && load.nextCursor && (
        <button type="button" className="btn btn-outline btn-sm justify-self-start" onClick={() => load.nextCursor && void loadMore(load.nextCursor)}>
          {t('emails.loadMore')}
        </button>
      )}
      {preview && (
        <section className="grid gap-2 rounded-box border border-base-300 p-3" aria-label={t('emails.previewTitle', { subject: preview.email.subject })}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-semibold">{t('emails.previewTitle', { subject: preview.email.subject })}</h2>
            <div className="flex gap-2">
              <a className="btn btn-ghost btn-xs" href={`/api/admin/emails/${preview.email.id}?part=text`} target="_blank" rel="noreferrer">
                {t('emails.previewText')}
              </a>
              <button type="button" className="btn btn-ghost btn-xs" onClick={() => setPreview(null)}>
                {t('emails.closePreview')}
              </button>
            </div>
          </div>
          {preview.failed && (
            <p role="alert" className="text-error">
              {t('emails.previewFailed')}
            </p>
          )}
          {preview.html !== null && (
            // sandbox without permissions: the email's HTML cannot run script or reach the admin page.
            <iframe
              title={t('emails.previewTitle', { subject: preview.email.subject })}
              sandbox=""
              srcDoc={preview.html}
              className="h-[36rem] w-full max-w-2xl rounded border border-base-300 bg-white"
            />
          )}
        </section>
      )}
    </section>
  );
}
