/** 'Add Admin': username, email and password with the spec's rules, and the adding admin's own password, POST /api/admin/users. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { addAdminRequestSchema } from '~/features/auth';
import { apiRequest, getErrorMessage } from '~/features/admin/lib/api';
import { localizeMessage } from '~/features/admin/lib/messages';
import { useAdminStrings } from '~/features/admin/lib/strings';
import { FormDialog } from '~/features/admin/ui/FormDialog';
import { TextField } from '~/features/admin/ui/TextField';
import { showToast } from '~/features/admin/ui/toast-store';

type Values = z.input<typeof addAdminRequestSchema>;
const EMPTY: Values = { username: '', email: '', password: '', currentPassword: '' };

/** The dialog; onCreated runs after a successful create (to reload the list). */
export function AddAdminDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: () => void }) {
  const { t } = useAdminStrings();
  const { register, handleSubmit, reset, formState } = useForm<Values, unknown, z.output<typeof addAdminRequestSchema>>({
    resolver: zodResolver(addAdminRequestSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const message = (text?: string) => (text ? localizeMessage(t, text) : undefined);

  const save = handleSubmit(async (values) => {
    try {
      await apiRequest('POST', '/api/admin/users', values);
      showToast({ title: t('admin.users.created.toast'), variant: 'success' });
      reset(EMPTY);
      onOpenChange(false);
      onCreated();
    } catch (error) {
      showToast({ title: t('admin.ui.error'), description: localizeMessage(t, getErrorMessage(error, t('admin.users.createFailed'))), variant: 'destructive' });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset(EMPTY);
        onOpenChange(next);
      }}
      title={t('admin.users.newTitle')}
      description={t('admin.users.newDescription')}
      onSubmit={save}
      submitLabel={t('admin.users.create')}
      pending={isSubmitting}
    >
      <TextField
        id="new-admin-username"
        label={t('admin.users.username')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={message(errors.username?.message)}
        {...register('username')}
      />
      <TextField
        id="new-admin-email"
        type="email"
        label={t('admin.users.email')}
        autoComplete="off"
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        id="new-admin-password"
        type="password"
        label={t('admin.users.password')}
        autoComplete="new-password"
        error={message(errors.password?.message)}
        {...register('password')}
      />
      <TextField
        id="new-admin-current-password"
        type="password"
        label={t('admin.reauth.yourPassword')}
        hint={t('admin.reauth.hint')}
        autoComplete="current-password"
        error={message(errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
    </FormDialog>
  );
}
