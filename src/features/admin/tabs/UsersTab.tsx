/**
 * The Admin Users tab: the list of admins, Add Admin, Change Password, and for a colleague delete and
 * Reset 2FA; each sensitive action asks for the signed-in admin's own password.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
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
        <div className="mt-4 overflow-x-auto">
          <table className="table">
            <thead className="text-base-content/80">
              <tr>
                <th scope="col">{t('admin.users.username')}</th>
                <th scope="col">{t('admin.users.email')}</th>
                <th scope="col">{t('admin.users.status')}</th>
                <th scope="col">{t('admin.users.created')}</th>
                <th scope="col">{t('admin.users.lastLogin')}</th>
                <th scope="col" className="text-right">
                  {t('admin.users.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <td className="font-medium">
                    {user.username} {user.id === myId && <span className="text-sm font-normal text-base-content/70">{t('admin.users.you')}</span>}
                  </td>
                  <td>{user.email}</td>
                  <td>
                    <span className={`badge badge-sm ${user.isActive ? 'badge-success' : 'badge-ghost'}`}>
                      {user.isActive ? t('admin.users.active') : t('admin.users.inactive')}
                    </span>{' '}
                    {user.twoFactorEnabled && <span className="badge badge-sm badge-outline">{t('admin.users.twoFactorOn')}</span>}
                  </td>
                  <td className="whitespace-nowrap">{date.format(new Date(user.createdAt))}</td>
                  <td className="whitespace-nowrap">{user.lastLogin ? dateTime.format(new Date(user.lastLogin)) : t('admin.users.never')}</td>
                  <td className="whitespace-nowrap text-right">
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
