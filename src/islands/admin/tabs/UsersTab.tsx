/** The Admin Users tab: the list of admins, Add Admin, Change Password and delete with confirmation. */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { TrashIcon } from '../content/shared/icons';
import { apiRequest, getErrorMessage } from '../lib/api';
import { localizeMessage } from '../lib/messages';
import { $session } from '../lib/session';
import { useAdminStrings } from '../lib/strings';
import { AddAdminDialog } from '../users/AddAdminDialog';
import { ChangePasswordDialog } from '../users/ChangePasswordDialog';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { showToast } from '../ui/toast-store';
import { Tooltip } from '../ui/Tooltip';

interface AdminUser {
  id: string;
  username: string;
  email: string;
  isActive: boolean;
  lastLogin: string | null;
  createdAt: string;
}

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
  const [deleting, setDeleting] = useState(false);
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

  const remove = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await apiRequest('DELETE', `/api/admin/users/${encodeURIComponent(toDelete.id)}`);
      showToast({ title: t('admin.users.deleted.toast'), variant: 'success' });
      setToDelete(null);
      await load();
    } catch (error) {
      showToast({ title: t('admin.ui.error'), description: localizeMessage(t, getErrorMessage(error, t('admin.users.deleteFailed'))), variant: 'destructive' });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section aria-labelledby="users-title" className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="users-title" className="text-xl font-bold">{t('admin.users.title')}</h2>
          <p className="text-sm text-base-content/70">{t('admin.users.description')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setChanging(true)}>{t('admin.users.changePassword')}</button>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)}>{t('admin.users.add')}</button>
        </div>
      </div>
      {users === null && !failed && <p className="py-8 text-center text-base-content/70" role="status">{t('admin.ui.loading')}</p>}
      {failed && <p className="py-8 text-center text-error" role="alert">{t('admin.users.loadFailed')}</p>}
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
                <th scope="col" className="text-right">{t('admin.users.actions')}</th>
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
                    <span className={`badge badge-sm ${user.isActive ? 'badge-success' : 'badge-ghost'}`}>{user.isActive ? t('admin.users.active') : t('admin.users.inactive')}</span>
                  </td>
                  <td className="whitespace-nowrap">{date.format(new Date(user.createdAt))}</td>
                  <td className="whitespace-nowrap">{user.lastLogin ? dateTime.format(new Date(user.lastLogin)) : t('admin.users.never')}</td>
                  <td className="text-right">
                    {user.id !== myId && (
                      <Tooltip content={t('admin.users.deleteLabel', { user: user.username })}>
                        <button type="button" className="btn btn-ghost btn-sm text-error" aria-label={t('admin.users.deleteLabel', { user: user.username })} onClick={() => setToDelete(user)}>
                          <TrashIcon />
                        </button>
                      </Tooltip>
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
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && !deleting && setToDelete(null)}
        title={t('admin.users.deleteTitle')}
        description={t('admin.users.deleteConfirm', { user: toDelete?.username ?? '' })}
        onConfirm={() => void remove()}
        pending={deleting}
      />
    </section>
  );
}
