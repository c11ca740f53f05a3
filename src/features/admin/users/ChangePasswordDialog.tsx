/** 'Change Password': current, new and confirmation, PUT /api/admin/change-password (other sessions end). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changePasswordSchema } from '~/features/auth';
import { apiRequest, getErrorMessage } from '~/features/admin/lib/api';
import { localizeMessage } from '~/features/admin/lib/messages';
import { useAdminStrings } from '~/features/admin/lib/strings';
import { FormDialog } from '~/features/admin/ui/FormDialog';
import { TextField } from '~/features/admin/ui/TextField';
import { showToast } from '~/features/admin/ui/toast-store';

type Values = z.input<typeof changePasswordSchema>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The dialog for the signed-in admin's own password. */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useAdminStrings();
  const { register, handleSubmit, reset, formState } = useForm<Values, unknown, z.output<typeof changePasswordSchema>>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const message = (text?: string) => (text ? localizeMessage(t, text) : undefined);

  const save = handleSubmit(async (values) => {
    try {
      await apiRequest('PUT', '/api/admin/change-password', values);
      showToast({ title: t('admin.password.changed'), variant: 'success' });
      reset(EMPTY);
      onOpenChange(false);
    } catch (error) {
      showToast({ title: t('admin.ui.error'), description: localizeMessage(t, getErrorMessage(error, t('admin.password.failed'))), variant: 'destructive' });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset(EMPTY);
        onOpenChange(next);
      }}
      title={t('admin.password.title')}
      description={t('admin.password.description')}
      onSubmit={save}
      submitLabel={t('admin.password.submit')}
      pending={isSubmitting}
    >
      <TextField
        id="password-current"
        type="password"
        label={t('admin.password.current')}
        autoComplete="current-password"
        error={message(errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <TextField
        id="password-new"
        type="password"
        label={t('admin.password.new')}
        autoComplete="new-password"
        error={message(errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <TextField
        id="password-confirm"
        type="password"
        label={t('admin.password.confirm')}
        autoComplete="new-password"
        error={message(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
    </FormDialog>
  );
}
