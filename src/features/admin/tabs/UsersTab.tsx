/**
 * The Admin Users tab: the list of admins, Add Admin, Change Password, and for a colleague delete and
 * Reset 2FA; each sensitive action asks for the signed-in admin's own password.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useState } from 'react';
import type { PublicAdmin } from '~/features/auth';
import { TrashIcon } from '~/features/admin/content/icons';
import { apiRequest } from '~/features/admin/lib/api';
import { $session } from '~/features/admin/lib/session';
import { useAdminStrings } from '~/features/admin/lib/strings';
import { AddAdminDialog } from '~/features/admin/users/AddAdminDialog';
import { ChangePasswordDialog } from '~/features/admin/users/ChangePasswordDialog';
import { showFailureToast } from '~/features/admin/ui/failure-toast';
import { PasswordConfirmDialog } from '~/features/admin/ui/PasswordConfirmDialog';
import { showToast } from '~/features/admin/ui/toast-store';
import { IconButton } from '~/features/admin/ui/IconButton';
import { NoMatch, SortableTableHead, TableSearch } from '~/features/admin/ui/AdminTable';
import { timeValue, useTableView } from '~/features/admin/ui/use-table-view';

/** An admin as GET /api/admin/users lists it. */
type AdminUser = PublicAdmin;

/** The tab body. */
export default function UsersTab() {
  const { t, lang } = useAdminStrings();
  const session = useStore($session);
  const myId = session.status === 'signed-in' ? session.admin.id : null;
  const [users, setUsers] = useState<AdminUser[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [adding, setAdding] = useState(false);
  const [changing, setChanging] = useState(false);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const [toReset, setToReset] = useState<AdminUser | null>(null);
  const tag = lang === 'nl' ? 'nl-SR' : 'en-US';
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const searchId = useId();
  // The search looks in the username and email; every column but the actions sorts.
  const view = useTableView(
    users ?? [],
    (u) => [u.username, u.email],
    (u, key) =>
      key === 'username'
        ? u.username
        : key === 'email'
          ? u.email
          : key === 'status'
            ? u.isActive
            : key === 'created'
              ? timeValue(u.createdAt)
              : timeValue(u.lastLogin),
  );
  const columns = (['username', 'email', 'status', 'created', 'lastLogin'] as const).map((key) => ({
    key,
    label: t(`admin.users.${key}`),
    sortable: true,
  }));

  const load = useCallback(async () => {
    try {
      setUsers(await apiRequest<AdminUser[]>('GET', '/api/admin/users'));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => void load(), [load]);

  /** Runs one password-confirmed action on a colleague; true when it went through (the dialog closes). */
  const act = async (send: () => Promise<unknown>, done: string, failed: string): Promise<boolean> => {
    try {
      await send();
      showToast({ title: done, variant: 'success' });
      await load();
      return true;
    } catch (error) {
      showFailureToast(t, t('admin.ui.error'), error, failed);
      return false;
    }
  };
  const remove = (user: AdminUser, currentPassword: string) =>
    act(
      () => apiRequest('DELETE', `/api/admin/users/${encodeURIComponent(user.id)}`, { currentPassword }),
      t('admin.users.deleted.toast'),
      t('admin.users.deleteFailed'),
    );
  const resetTwoFactor = (user: AdminUser, currentPassword: string) =>
    act(
      () => apiRequest('POST', `/api/admin/users/${encodeURIComponent(user.id)}/reset-2fa`, { currentPassword }),
      t('admin.users.reset2faDone', { user: user.username }),
      t('admin.users.reset2faFailed'),
    );

  return (
    <section aria-labelledby="users-title" className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="users-title" className="text-xl font-bold">
            {t('admin.users.title')}
          </h2>
          <p className="text-sm text-base-content/70">{t('admin.users.description')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setChanging(true)}>
            {t('admin.users.changePassword')}
          </button>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)}>
            {t('admin.users.add')}
          </button>
        </div>
      </div>
      {users === null && !failed && (
        <p className="py-8 text-center text-base-content/70" role="status">
          {t('admin.ui.loading')}
        </p>
      )}
      {failed && (
        <p className="py-8 text-center text-error" role="alert">
          {t('admin.users.loadFailed')}
        </p>
      )}
      {users?.length === 0 && <p className="py-8 text-center text-base-content/70">{t('admin.users.empty')}</p>}
      {users && users.length > 0 && (
        <div className="mt-4 grid gap-3">
          <TableSearch id={searchId} query={view.query} onQuery={view.setQuery} shown={view.shown.length} total={users.length} hint="adminTable.hint.users" />
          {view.shown.length === 0 ? (
            <NoMatch query={view.query} />
          ) : (
            <div className="admin-cards-frame overflow-x-auto">
              <table className="admin-cards table">
                <SortableTableHead caption={t('admin.users.title')} columns={columns} view={view} actions={t('admin.users.actions')} />
                <tbody>
                  {view.shown.map((user) => (
                    <tr key={user.id}>
                      <td className="font-medium" data-card="title">
                        {user.username} {user.id === myId && <span className="text-sm font-normal text-base-content/70">{t('admin.users.you')}</span>}
                      </td>
                      <td className="break-all" data-label={t('admin.users.email')}>
                        {user.email}
                      </td>
                      <td data-label={t('admin.users.status')}>
                        <span className={`badge badge-sm ${user.isActive ? 'badge-success' : 'badge-ghost'}`}>
                          {user.isActive ? t('admin.users.active') : t('admin.users.inactive')}
                        </span>{' '}
                        {user.twoFactorEnabled && <span className="badge badge-sm badge-outline">{t('admin.users.twoFactorOn')}</span>}
                      </td>
                      <td className="whitespace-nowrap" data-label={t('admin.users.created')}>
                        {date.format(new Date(user.createdAt))}
                      </td>
                      <td className="whitespace-nowrap" data-label={t('admin.users.lastLogin')}>
                        {user.lastLogin ? dateTime.format(new Date(user.lastLogin)) : t('admin.users.never')}
                      </td>
                      <td className="whitespace-nowrap text-right" data-card="actions">
                        {user.id !== myId && user.twoFactorEnabled && (
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm"
                            aria-label={t('admin.users.reset2faLabel', { user: user.username })}
                            onClick={() => setToReset(user)}
                          >
                            {t('admin.users.reset2fa')}
                          </button>
                        )}
                        {user.id !== myId && (
                          <IconButton label={t('admin.users.deleteLabel', { user: user.username })} onClick={() => setToDelete(user)} className="text-error">
                            <TrashIcon />
                          </IconButton>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
      <AddAdminDialog open={adding} onOpenChange={setAdding} onCreated={() => void load()} />
      <ChangePasswordDialog open={changing} onOpenChange={setChanging} />
      <PasswordConfirmDialog
        id="delete-admin"
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('admin.users.deleteTitle')}
        description={t('admin.users.deleteConfirm', { user: toDelete?.username ?? '' })}
        confirmLabel={t('admin.ui.delete')}
        onConfirm={(password) => (toDelete ? remove(toDelete, password) : Promise.resolve(true))}
      />
      <PasswordConfirmDialog
        id="reset-2fa"
        open={toReset !== null}
        onOpenChange={(open) => !open && setToReset(null)}
        title={t('admin.users.reset2faTitle')}
        description={t('admin.users.reset2faConfirm', { user: toReset?.username ?? '' })}
        confirmLabel={t('admin.users.reset2fa')}
        onConfirm={(password) => (toReset ? resetTwoFactor(toReset, password) : Promise.resolve(true))}
      />
    </section>
  );
}
